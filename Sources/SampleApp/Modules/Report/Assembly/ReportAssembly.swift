import Architecture
import Navigation

/// Builds the Report screen: its router, interactor, presenter and view state.
open class ReportAssembly: Assembly {
    /// The Report screen's view, wired and ready.
    @MainActor
    open func build(data: ReportData, onSave: @escaping (ReportData) -> Void) -> ReportView {
        let router = ReportRouter(navigation: container.resolve(NavigationAssembly.self).build())
        let interactor = ReportInteractor()
        let presenter = ReportPresenter(router: router, interactor: interactor, data: data, onSave: onSave)
        return ReportView(viewState: ReportViewState().wired(to: presenter))
    }
}
