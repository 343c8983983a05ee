import Foundation
import Navigation
import Testing

// (1) The screen converges to the state: after any sequence, once UIKit lets it, what
// UIKit shows and what the frame shows equal the navigation state.

@Suite @MainActor struct OutsideProbesConvergence {
    // Premise: an app pushes, presents a sheet, pushes in it and shows an alert in one
    // go (as a flow's first screen does); UIKit takes 0.2–1.5 s per transition.
    @Test func aBurstOfProgramCallsConverges_withoutUIKitRefusingAnything() async {
        let scene = OutsideScene(seed: 7)
        scene.program {
            scene.navigation.push(OutsideScreen(name: scene.fresh("a")))
            scene.navigation.present(sheet: OutsideScreen(name: scene.fresh("sheet")))
            scene.navigation.push(OutsideScreen(name: scene.fresh("b")))
            _ = scene.navigation.showAlert(NavigationAlert(title: "hello"))
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.refusals.isEmpty, "UIKit refused: \(scene.device.refusals)")
        #expect(scene.navigation.state.presentations.count == 1)
    }
}

extension OutsideProbesConvergence {
    // Premise: a layer whose content never reports `viewDidDisappear` (the reporter did
    // not attach); the program dismisses it and the reading finds it gone. Its modules'
    // views are let go as for a reported dismissal ("they are let go when they leave").
    @Test(arguments: [PresentationStyle.sheet, .modal, .popup])
    func aDismissalEndedByAReading_letsGoOfTheLayersViews(_ style: PresentationStyle) async {
        dismissalEndedByAReading(style)
    }

    func dismissalEndedByAReading(_ style: PresentationStyle) {
        let scene = OutsideScene(seed: 8)
        scene.device.reportsLayers = false
        scene.program {
            scene.navigation.present(scene.screen("layer"), style: style)
            scene.navigation.push(scene.screen("inside"))
        }
        scene.settle(.seconds(30))
        scene.program { _ = scene.navigation.dismiss() }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesConvergence {
    /// How the tab bar is replaced.
    enum TabReplacement: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case restore, setTabs, setState
        var testDescription: String { rawValue }
    }

    // Premise: an app with a tab bar restores a saved state at launch (or sets new tabs,
    // or sets a whole new state); the new tabs are new appearances. The old tabs' root
    // modules are let go ("let go when ... their tab is removed").
    @Test(arguments: TabReplacement.allCases)
    func replacedTabs_letGoOfTheOldTabsViews(_ replacement: TabReplacement) async {
        replaceTabs(replacement)
    }

    func replaceTabs(_ replacement: TabReplacement) {
        let scene = OutsideScene(seed: 9) { make in NavigationState(tabs: [make("t1"), make("t2")]) }
        scene.program { scene.navigation.push(scene.screen("a")) }
        scene.settle(.seconds(10))
        let coder = OutsideRandomRun.coder
        let tabs = [scene.screen("n1"), scene.screen("n2")]
        scene.program {
            switch replacement {
            case .restore:
                let data = try! coder.encode(NavigationState(tabs: tabs))
                _ = scene.navigation.restore(from: data, using: coder)
            case .setTabs:
                _ = scene.navigation.apply(.setTabs(tabs))
            case .setState:
                scene.navigation.state = NavigationState(tabs: tabs)
            }
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesConvergence {
    // Premise: a notification's handler pops the selected tab to its root and selects
    // another tab, in one transaction (or in two calls; or while the app is in the
    // background). The popped screen, in a tab no longer shown, is let go.
    @Test(arguments: [0, 1, 2])
    func aScreenPoppedInATabThatIsLeft_isLetGo(_ variant: Int) async {
        screenPoppedInATabThatIsLeft(variant)
    }

    func screenPoppedInATabThatIsLeft(_ variant: Int) {
        let scene = OutsideScene(seed: 10) { make in NavigationState(tabs: [make("t1"), make("t2")]) }
        scene.program { scene.navigation.push(scene.screen("x")) }
        scene.settle(.seconds(10))
        if variant == 2 { scene.device.setActivity(.background) }
        let second = scene.navigation.state.tabs[1].module
        scene.program {
            if variant == 0 {
                _ = scene.navigation.apply([.popToRoot, .selectTab(second)])
            } else {
                _ = scene.navigation.popToRoot()
                _ = scene.navigation.apply(.selectTab(second))
            }
        }
        scene.run(.seconds(5))
        if variant == 2 { scene.device.setActivity(.active) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
    }
}

extension OutsideProbesConvergence {
    // Premise: a deep link arrives while two layers and an alert show: it dismisses every
    // layer, pops the root, pushes, presents a sheet, a cover over it and a popup over
    // that, and queues an alert; UIKit takes 0.2–1.5 s per transition. Each step waits
    // for the one before (UIKit refuses nothing), bottom first, and the screen converges.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aDeepLinkOfManyStepsOverLayers_stepsInOrder_withoutRefusals(_ seed: UInt64) async {
        let scene = OutsideScene(seed: seed)
        scene.program {
            scene.navigation.push(scene.screen("a"))
            scene.navigation.present(scene.screen("old1"))
            scene.navigation.present(scene.screen("old2"), style: .modal)
            _ = scene.navigation.showAlert(NavigationAlert(title: "old"))
        }
        scene.settle(.seconds(20))
        let layers = [scene.screen("new1"), scene.screen("new2"), scene.screen("new3")]
        scene.program {
            _ = scene.navigation.apply([
                .dismiss(.all), .dismissAlert, .popToRoot, .push(scene.screen("b")),
                .present(layers[0], style: .sheet), .present(layers[1], style: .modal),
                .present(layers[2], style: .popup), .showAlert(NavigationAlert(title: "new")),
            ])
        }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.device.refusals.isEmpty, "UIKit refused: \(scene.device.refusals)")
        let presented = scene.device.lines.filter { $0.contains(" present new") }.map {
            $0.split(separator: " ").last ?? ""
        }
        #expect(presented == ["sheet", "cover", "popup"], "UIKit was asked: \(presented)")
    }

    // Premise: the app restores a saved state (two layers, stacks) while a sheet is still
    // appearing with a slow first frame (three seconds).
    @Test func aRestorationMidPresentation_converges() async {
        let scene = OutsideScene(seed: 4)
        scene.device.slowFirstFrame = .seconds(3)
        scene.program { scene.navigation.present(scene.screen("slow")) }
        scene.run(.milliseconds(500))
        let saved = NavigationState(
            stack: [scene.screen("r1"), scene.screen("r2")],
            presentations: [])
        var target = saved
        _ = target.apply([
            .present(scene.screen("r3"), style: .sheet), .push(scene.screen("r4")),
            .present(scene.screen("r5"), style: .modal),
        ])
        let coder = OutsideRandomRun.coder
        let data = try! coder.encode(target)
        scene.device.slowFirstFrame = .zero
        let restored = scene.program { scene.navigation.restore(from: data, using: coder) }
        #expect((try? restored.get()) == [])
        scene.settle()
        let problems = scene.problems(allowUnexpected: false)
        // The restored modules are new appearances of the saved names: each built once.
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.presentations.count == 2)
    }

    // Premise: the program pushes ten screens in one turn, then pops three mid-slide, then
    // sets a new stack mid-slide of that pop: one stack, many changes while it moves.
    @Test func manyStackChangesWhileItMoves_goOutTogether_andConverge() async {
        let scene = OutsideScene(seed: 5)
        scene.program { for index in 0..<10 { scene.navigation.push(scene.screen("p\(index)")) } }
        scene.run(.milliseconds(100))
        scene.program { _ = scene.navigation.pop(count: 3) }
        scene.run(.milliseconds(100))
        scene.program { _ = scene.navigation.setStack([scene.screen("only")]) }
        scene.settle()
        let problems = scene.problems()
        #expect(problems.isEmpty, scene.message(problems))
        #expect(scene.navigation.state.stack.count == 1)
    }
}
