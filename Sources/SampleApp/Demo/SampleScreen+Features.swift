import SampleDetailsKit
import SampleExtraDetailsKit

// The features' screens know nothing of the demo; the root makes them demo screens.

extension ItemDetailsView: SampleScreen {
    /// Tells the presenter that the screen appeared.
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}

extension ExtraDetailsView: SampleScreen {
    /// Tells the presenter that the screen appeared.
    public func appear() {
        viewState.presenter?.viewDidAppear()
    }
}
