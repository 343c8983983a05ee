import Navigation
import Testing

// A view controller the app pushed on a host's navigation controller itself is adopted
// into the state where the state can hold it, and reported otherwise; a sheet asks the
// guards before the user's swipe takes it away.

private struct Screen: Module {
    let name: String
    func build(container: Container) -> some View { EmptyView() }
}

private func module(_ name: String) -> AnyModule { AnyModule(Screen(name: name)) }

@MainActor private let root = module("root")

@MainActor struct UIKitAdoptionTests {
    @Test func test_aControllerPushedOnTheRootStack_isAdoptedAsAPush() {
        var state = NavigationState()
        let details = module("details")
        state.apply(.push(details))
        let adopted = module("adopted")
        let outcome = UIKitAdoption.outcome(
            found: [root.id, details.id, nil], adopted: [adopted], on: .layer(.root), in: state, root: root)
        #expect(outcome == .adopt([.push(adopted)]))
        if case .adopt(let operations) = outcome { state.apply(NavigationTransaction(operations)) }
        #expect(state.stack.map(\.id) == [details.id, adopted.id])
    }

    @Test func test_controllersPushedOnTheTopmostSheet_areAdoptedThere_inOrder() {
        var state = NavigationState()
        state.apply(.present(sheet: Screen(name: "sheet")))
        let layer = state.presentations[0].layerID
        let sheetRoot = state.presentations[0].module
        let first = module("first")
        let second = module("second")
        let outcome = UIKitAdoption.outcome(
            found: [sheetRoot.id, nil, nil], adopted: [first, second], on: .layer(layer), in: state, root: root)
        #expect(outcome == .adopt([.push(first), .push(second)]))
    }

    @Test func test_aControllerPushedOnTheStackUnderASheet_isReported() {
        var state = NavigationState()
        state.apply(.present(sheet: Screen(name: "sheet")))
        let outcome = UIKitAdoption.outcome(
            found: [root.id, nil], adopted: [module("adopted")], on: .layer(.root), in: state, root: root)
        guard case .unadoptable(let reason) = outcome else {
            Issue.record("expected a report, got \(outcome)")
            return
        }
        #expect(reason.contains("not the navigation controller the user sees"))
    }

    @Test func test_aControllerPutUnderTheHostsOwn_isReported() {
        var state = NavigationState()
        let details = module("details")
        state.apply(.push(details))
        let outcome = UIKitAdoption.outcome(
            found: [root.id, nil, details.id], adopted: [module("adopted")], on: .layer(.root), in: state, root: root)
        #expect(outcome == .unadoptable("the host's view controllers stand above the app's own"))
    }

    @Test func test_aStackTheStateNoLongerHolds_isReported() {
        let details = module("details")
        let outcome = UIKitAdoption.outcome(
            found: [root.id, details.id, nil], adopted: [module("adopted")], on: .layer(.root), in: NavigationState(),
            root: root)
        #expect(outcome == .unadoptable("the host's view controllers there are not the state's"))
    }

    @Test func test_onlyTheHostsControllers_adoptNothing() {
        let outcome = UIKitAdoption.outcome(
            found: [root.id], adopted: [], on: .layer(.root), in: NavigationState(), root: root)
        #expect(outcome == .nothingToAdopt)
    }

    @Test func test_aControllerPushedInTheSelectedTab_isAdopted_andOneInAnotherTab_isReported() {
        let first = module("first")
        let second = module("second")
        let state = NavigationState(tabs: [first, second], selectedIndex: 0, reselection: .popsToRoot)
        let adopted = module("adopted")
        #expect(
            UIKitAdoption.outcome(
                found: [first.id, nil], adopted: [adopted], on: .tab(first.id), in: state, root: root)
                == .adopt([.push(adopted)]))
        #expect(
            UIKitAdoption.outcome(
                found: [second.id, nil], adopted: [adopted], on: .tab(second.id), in: state, root: root)
                != .adopt([.push(adopted)]))
    }

    /// As the host does it: the adoption first, then what UIKit shows. No call the
    /// session makes after shows the stack without the adopted controller.
    @Test func test_adoptionThroughTheSession_pushesOntoTheState_andNoCallWipesIt() {
        let harness = UIKitSessionHarness(root: root)
        let adopted = module("adopted")
        let before = harness.calls.count
        harness.session.adopt([.push(adopted)])
        harness.session.handle(.didShow(.layer(.root), viewControllers: [root.id, adopted.id]))
        harness.completeAll()
        #expect(harness.navigation.state.stack.map(\.id) == [adopted.id])
        for call in harness.calls(after: before) {
            switch call {
            case .setViewControllers(let ids, _, _): #expect(ids == [root.id, adopted.id])
            case .setRoot(.navigation(let ids)): #expect(ids == [root.id, adopted.id])
            default: Issue.record("unexpected \(call)")
            }
        }
        #expect(harness.session.planner.isSettled)
    }
}

extension UIKitAdoptionTests {
    @Test(arguments: [true, false])
    func test_anAdoptionAGuardTurnsDown_isReported(_ rejects: Bool) {
        let harness = UIKitSessionHarness(root: root)
        var lines: [String] = []
        harness.session.trace = { lines.append($0) }
        let other = module("other")
        _ = harness.navigation.addGuard { operation, _ in
            guard case .push(let pushed) = operation, pushed.id != other.id else { return .allow }
            return rejects ? .reject("a login wall") : .redirect([.push(other)])
        }
        #expect(!harness.session.adopt([.push(module("adopted"))]))
        #expect(lines.contains { $0.hasPrefix("report adoption of") }, "\(lines)")
        #expect(harness.session.adopt([.push(other)]))
    }
}

@MainActor struct SheetAskingBeforeItGoesTests {
    private func presentedSheet() -> (UIKitSessionHarness, LayerID) {
        let harness = UIKitSessionHarness(root: root)
        harness.navigation.apply(.present(sheet: Screen(name: "editor")))
        harness.completeAll()
        return (harness, harness.navigation.state.presentations[0].layerID)
    }

    @Test func test_withNoGuard_theSwipeMayBegin() {
        let (harness, layer) = presentedSheet()
        #expect(harness.session.shouldBeginDismissal(of: layer))
    }

    @Test func test_aGuardThatRejectsTheDismissal_keepsTheSheet() {
        let (harness, layer) = presentedSheet()
        _ = harness.navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .reject("unsaved changes") }
            return .allow
        }
        #expect(!harness.session.shouldBeginDismissal(of: layer))
        #expect(harness.navigation.state.presentations.count == 1)
    }

    @Test func test_aGuardThatRedirectsTheDismissal_keepsTheSheet_andAsks() {
        let (harness, layer) = presentedSheet()
        let question = NavigationAlert(title: "Discard your changes?")
        _ = harness.navigation.addGuard { operation, _ in
            if case .dismiss = operation { return .redirect([.showAlert(question)]) }
            return .allow
        }
        #expect(!harness.session.shouldBeginDismissal(of: layer))
        #expect(harness.navigation.state.presentations.count == 1)
        #expect(harness.navigation.state.alerts == [question])
    }

    @Test func test_aLayerTheStateNoLongerPresents_isTheHostsToLetGo() {
        let (harness, layer) = presentedSheet()
        _ = harness.navigation.addGuard { operation, _ in
            if case .dismiss(.layer) = operation { return .reject("no") }
            return .allow
        }
        harness.navigation.apply(.dismissAll)
        #expect(harness.navigation.state.presentations.isEmpty)
        #expect(harness.session.shouldBeginDismissal(of: layer))
    }
}
