import Navigation
import SampleDetailsKit
import SampleExtraDetailsKit

extension DemoSession {
    /// The second part of the scripted walk: two features that do not import each other,
    /// shown under the stack policy, then under the modal policy the root switches to,
    /// navigating from one to the other through the destinations the root fulfils.
    public var featuresScript: [(title: String, action: () -> Void)] {
        [
            ("features: back to the main screen", { self.navigation.apply([.dismissAll, .popToRoot]) }),
            (
                "features: show an item under the stack policy",
                { self.screen(MainView.self)?.viewState.presenter?.didTapItemDetails() }
            ),
            (
                "features: its extra details, through the destination the root fulfils",
                { self.screen(ItemDetailsView.self)?.viewState.presenter?.didTapExtraDetails() }
            ),
            ("features: back to the main screen again", { self.navigation.popToRoot() }),
            (
                // The policy does not show in the tree: the step that shows its effect sets it.
                "features: switch the policy to modal, and show the item again: a modal now",
                {
                    self.screen(MainView.self)?.viewState.presenter?.didSetPresentsFeaturesModally(true)
                    self.screen(MainView.self)?.viewState.presenter?.didTapItemDetails()
                }
            ),
            (
                "features: its extra details, pushed inside the modal",
                { self.screen(ItemDetailsView.self)?.viewState.presenter?.didTapExtraDetails() }
            ),
            (
                "features: the related item, back across the features",
                { self.screen(ExtraDetailsView.self)?.viewState.presenter?.didTapRelatedItem() }
            ),
            (
                "features: deep link myapp://item/3 under the modal policy",
                { self.navigation.open("myapp://item/3", with: SampleNavigation.deepLinks) }
            ),
        ]
    }
}
