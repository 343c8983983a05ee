// Device-only: type-checks against the iOS SDK (ios-typecheck), but has not run here,
// where there is no simulator.
#if canImport(SwiftUI) && os(iOS)
import Navigation
import SampleApp
import SwiftUI
import UIKit

/// The example app's scene: the sample app's modules on the SwiftUI adapter and on the
/// UIKit host, laid out as a stack, a tab bar and a split view, with its links and its
/// UIKit screen; and the device checks, which walk a tester through each row of the
/// device tables that needs a finger.
///
/// ```swift
/// @main
/// struct ExampleApp: App {
///     var body: some Scene { NavigationExampleScene() }
/// }
/// ```
public struct NavigationExampleScene: Scene {
    /// Creates the scene.
    public init() {}

    /// The scene: the example's menu in each window.
    public var body: some Scene {
        WindowGroup {
            ExampleMenu()
        }
    }
}

/// What the menu opens, full screen, over itself.
enum ExampleDestination: Identifiable {
    /// The sample app on `RootView`, starting from `layout`.
    case swiftUI(SampleLayout)
    /// The sample app on `NavigationHost`, starting from `layout`.
    case uiKit(SampleLayout)
    /// A device check.
    case check(DeviceCheck)

    var id: String {
        switch self {
        case .swiftUI(let layout): "swiftUI.\(layout)"
        case .uiKit(let layout): "uiKit.\(layout)"
        case .check(let check): check.id
        }
    }
}

/// How the sample app starts.
enum SampleLayout: String, CaseIterable {
    case stack = "Stack, layers and alerts"
    case tabs = "Tabs"
    case splitView = "Split view"
    case link = "A link: myapp://game/deepLink/hard"
    case uiKitScreen = "A UIKit screen: Items"

    /// Puts the sample app's navigation in this layout.
    @MainActor func apply(to navigation: any NavigationServiceType) {
        switch self {
        case .stack: break
        case .tabs: _ = navigation.apply(.setTabs(SampleNavigation.tabs))
        case .splitView: _ = navigation.apply(.setSplitView(sidebar: .Main))
        case .link: _ = navigation.open("myapp://game/deepLink/hard", with: SampleNavigation.deepLinks)
        case .uiKitScreen: navigation.push(.Items)
        }
    }
}

/// The example's menu.
@MainActor
struct ExampleMenu: View {
    @State private var destination: ExampleDestination?

    var body: some View {
        NavigationStack {
            List {
                Section("The sample app, on RootView (SwiftUI)") {
                    ForEach(SampleLayout.allCases, id: \.self) { layout in
                        Button(layout.rawValue) { destination = .swiftUI(layout) }
                    }
                }
                Section("The sample app, on NavigationHost (UIKit)") {
                    ForEach(SampleLayout.allCases, id: \.self) { layout in
                        Button(layout.rawValue) { destination = .uiKit(layout) }
                    }
                }
                ForEach(DeviceCheck.Renderer.allCases, id: \.self) { renderer in
                    Section("Device checks: \(renderer.rawValue)") {
                        ForEach(DeviceCheck.all.filter { $0.renderer == renderer }) { check in
                            Button(check.id) { destination = .check(check) }
                        }
                    }
                }
            }
            .navigationTitle("Navigation")
        }
        .fullScreenCover(item: $destination) { destination in
            ExampleSession(destination: destination) { self.destination = nil }
        }
    }
}

/// One run of the sample app or of a check: a scope of the app's container with a
/// navigation of its own, rendered by the renderer asked for, with its trace recorded.
@MainActor
@Observable
final class ExampleRun {
    let destination: ExampleDestination
    let container: Container
    let navigation: NavigationService
    /// The renderer's trace since the check started.
    private(set) var trace: [String] = []
    /// The state once the check's start was applied.
    private(set) var before: NavigationState?
    /// The check's verdict, once asked for.
    private(set) var verdict: DeviceVerdict?
    /// The UIKit host, when the run renders with UIKit.
    private(set) var host: NavigationHost?

    init(destination: ExampleDestination, app: DependencyContainer) {
        self.destination = destination
        let scope = app.makeScope(renewing: [NavigationAssembly.self])
        container = scope
        navigation = scope.resolve(NavigationAssembly.self).service()
        switch destination {
        case .swiftUI(let layout): layout.apply(to: navigation)
        case .uiKit(let layout):
            host = makeHost()
            layout.apply(to: navigation)
        case .check(let check):
            if check.renderer == .uiKit { host = makeHost() }
        }
    }

    private func makeHost() -> NavigationHost {
        NavigationHost(root: .Main, container: container, navigation: navigation)
            .navigationTrace { [weak self] line in self?.trace.append(line) }
    }

    /// Records a line of the renderer's trace.
    func record(_ line: String) {
        trace.append(line)
    }

    /// Applies the check's start, remembers the state it made, and arms its cue.
    func start(_ check: DeviceCheck) {
        trace.removeAll()
        verdict = nil
        check.start(navigation)
        before = navigation.state
        guard let cue = check.cue else { return }
        Task { [weak self] in
            // The wait only times the program change the row needs during the gesture.
            try? await Task.sleep(for: cue.delay)
            guard let self else { return }
            trace.append(DeviceObservation.cueLine)
            cue.change(navigation)
        }
    }

    /// Judges the check from the state and the trace.
    func judge(_ check: DeviceCheck) {
        verdict = check.judge(
            DeviceObservation(before: before ?? navigation.state, after: navigation.state, trace: trace))
    }
}

/// The sample app's container, shared by every run, as an app's is.
@MainActor private let sampleContainer: DependencyContainer = {
    let container = DependencyContainer()
    SampleFeatures.wire(container)
    return container
}()

/// A run, full screen: the renderer, and the controls of a check in a window of their
/// own above every presentation, so that a sheet or a popup never covers them.
@MainActor
struct ExampleSession: View {
    @State private var run: ExampleRun
    @State private var panel: PanelWindow?
    let close: () -> Void

    init(destination: ExampleDestination, close: @escaping () -> Void) {
        _run = State(initialValue: ExampleRun(destination: destination, app: sampleContainer))
        self.close = close
    }

    var body: some View {
        renderer
            .ignoresSafeArea()
            .onAppear {
                let panel = PanelWindow()
                panel.show(ExamplePanel(run: run, close: close))
                self.panel = panel
            }
            .onDisappear { panel?.remove() }
    }

    @ViewBuilder private var renderer: some View {
        if let host = run.host {
            HostedController(controller: host.rootViewController)
        } else {
            RootView(root: .Main, container: run.container)
                .navigationDeepLinks(SampleNavigation.deepLinks)
                .navigationTrace { [run] line in run.record(line) }
        }
    }
}

/// A UIKit controller shown inside SwiftUI.
@MainActor
struct HostedController: UIViewControllerRepresentable {
    let controller: UIViewController

    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

/// The controls of a run: Close, and for a check its steps, Start, Judge, the verdict and
/// the trace.
@MainActor
struct ExamplePanel: View {
    let run: ExampleRun
    let close: () -> Void
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Button("Close", action: close)
                Spacer()
                if case .check(let check) = run.destination {
                    Button("Start") { run.start(check) }
                    Button("Judge") {
                        run.judge(check)
                        expanded = true
                    }
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                }
            }
            if case .check(let check) = run.destination {
                Text(check.id).font(.headline)
                if expanded { details(check) }
            }
        }
        .padding(8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal, 8)
    }

    @ViewBuilder private func details(_ check: DeviceCheck) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(check.steps.enumerated()), id: \.offset) { index, step in
                    Text("\(index + 1). \(step)").font(.caption)
                }
                if let cue = check.cue { Text("After Start: \(cue.label)").font(.caption).bold() }
                if let verdict = run.verdict {
                    Text(verdict.passed ? "PASSED" : "FAILED").font(.headline)
                        .foregroundStyle(verdict.passed ? .green : .red)
                    ForEach(Array(verdict.facts.enumerated()), id: \.offset) { _, fact in
                        Text((fact.held ? "✓ " : "✗ ") + fact.text).font(.caption)
                    }
                }
                Text("Trace (\(run.trace.count) lines)").font(.caption).bold()
                ForEach(Array(run.trace.enumerated()), id: \.offset) { _, line in
                    Text(line).font(.caption2.monospaced()).textSelection(.enabled)
                }
            }
        }
        .frame(maxHeight: 320)
    }
}

/// A window above the app's, at the top of the screen, holding a run's controls.
@MainActor
final class PanelWindow {
    private var window: UIWindow?

    func show(_ panel: ExamplePanel) {
        guard
            let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first(where: {
                $0.activationState == .foregroundActive
            }) ?? UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first
        else { return }
        let window = PassThroughWindow(windowScene: scene)
        window.windowLevel = .alert + 1
        let controller = UIHostingController(
            rootView: VStack {
                panel
                Spacer(minLength: 0)
            })
        controller.view.backgroundColor = .clear
        window.rootViewController = controller
        window.isHidden = false
        self.window = window
    }

    func remove() {
        window?.isHidden = true
        window = nil
    }
}

/// A window that lets touches outside its controls through to the app below.
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === rootViewController?.view ? nil : hit
    }
}
#endif
