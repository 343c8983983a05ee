//___FILEHEADER___

#if canImport(UIKit) && os(iOS)
import Observation
import UIKit

/// The ___VARIABLE_productName___ screen, in UIKit.
final class ___VARIABLE_productName___ViewController: UIViewController {
    let viewState: ___VARIABLE_productName___ViewState
    private let titleLabel = UILabel()

    init(viewState: ___VARIABLE_productName___ViewState) {
        self.viewState = viewState
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("the ___VARIABLE_productName___ screen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close") { [weak self] _ in
                self?.viewState.presenter?.didTapClose()
            })
        let stack = UIStackView(arrangedSubviews: [titleLabel, close])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        render()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewState.presenter?.viewDidAppear()
    }

    /// Shows the view state, and again whenever what it read changes.
    private func render() {
        withObservationTracking {
            titleLabel.text = viewState.title
            title = viewState.title
        } onChange: { [weak self] in
            Task { @MainActor in self?.render() }
        }
    }
}
#endif
