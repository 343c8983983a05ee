import Navigation
import Testing

// SwiftUI tells screens apart by the path's elements' `==`/`hash` and by `.id(_:)`: a
// new appearance of an equal module must be a new screen, and a kept appearance must
// keep its view.

@Suite @MainActor struct IdentityProbeTests {
    @Test func theSameDeepLinkOpenedTwice_isTwoScreens_eachBuiltOnce() async {
        let scene = ProbeScene()
        scene.navigation.push(ProbeScreen(name: "item", log: scene.log))
        scene.settle()
        scene.navigation.push(ProbeScreen(name: "item", log: scene.log))
        scene.settle()
        let path = scene.stack()!.binding.path
        #expect(path.count == 2)
        #expect(Set(path).count == 2, "SwiftUI must see two distinct elements")
        #expect(scene.log.builds["item"] == 2)
        #expect(scene.mismatches() == [])
        // Popping the top one keeps the first one's view.
        let stack = scene.stack()!
        scene.userWrites([path[0]], to: stack)
        stack.disappeared(path[1])
        scene.settle()
        #expect(scene.log.builds["item"] == 2)
        #expect(scene.statePath == ["item"])
        #expect(scene.mismatches() == [])
    }

    @Test func replacingAScreenWithAnEqualNewAppearance_buildsANewScreen() async {
        let scene = ProbeScene()
        scene.navigation.setStack([scene.screen("a"), scene.screen("item")])
        scene.settle()
        let before = scene.stack()!.binding.path
        scene.navigation.setStack([before[0].module, scene.screen("item")])
        scene.settle()
        let after = scene.stack()!.binding.path
        #expect(after[0] == before[0])
        #expect(after[1] != before[1])
        #expect(scene.log.builds["item"] == 2)
        #expect(scene.log.builds["a"] == 1)
        #expect(scene.mismatches() == [])
    }

    @Test func settingTheStackToTheSameAppearancesAgain_rebuildsNothing() async {
        let scene = ProbeScene()
        let modules = [scene.screen("a"), scene.screen("b")]
        scene.navigation.setStack(modules)
        scene.settle()
        scene.navigation.setStack(modules + [scene.screen("c")])
        scene.settle()
        scene.navigation.setStack(modules)
        scene.settle()
        #expect(scene.rebuilt() == [:])
        #expect(scene.statePath == ["a", "b"])
        #expect(scene.mismatches() == [])
    }

    @Test func anotherRowOfTheSameModuleType_inTheSplitView_isANewDetailScreen() async {
        let scene = ProbeScene()
        scene.navigation.setSplitView(sidebar: ProbeScreen(name: "list", log: scene.log))
        scene.settle()
        guard case .split(let split) = scene.frame.layers[0].content else {
            Issue.record("no split view")
            return
        }
        split.selectInSidebar(scene.screen("row1"))
        scene.settle()
        guard case .split(let first) = scene.frame.layers[0].content, let firstDetail = first.detail.root else {
            Issue.record("nothing selected")
            return
        }
        first.selectInSidebar(scene.screen("row2"))
        scene.settle()
        guard case .split(let second) = scene.frame.layers[0].content, let secondDetail = second.detail.root else {
            Issue.record("nothing selected")
            return
        }
        #expect(firstDetail != secondDetail, "the detail column's `.id` must change")
        #expect(ProbeScene.name(secondDetail.module) == "row2")
        #expect(scene.log.builds["row2"] == 1)
        #expect(scene.mismatches() == [])
    }

    @Test func theSameRowSelectedAgainByValue_keepsTheDetailScreen() async {
        let scene = ProbeScene()
        scene.navigation.setSplitView(sidebar: ProbeScreen(name: "list", log: scene.log))
        scene.settle()
        guard case .split(let split) = scene.frame.layers[0].content else {
            Issue.record("no split view")
            return
        }
        split.selectInSidebar(scene.screen("row1"))
        scene.settle()
        guard case .split(let first) = scene.frame.layers[0].content, let detail = first.detail.root else {
            Issue.record("nothing selected")
            return
        }
        // `List` writes its tag again: an equal value, built anew by the row.
        first.selectInSidebar(scene.screen("row1"))
        scene.settle()
        guard case .split(let again) = scene.frame.layers[0].content else {
            Issue.record("the root layer no longer shows its split view")
            return
        }
        #expect(again.detail.root == detail)
        #expect(scene.log.builds["row1"] == 1)
        #expect(scene.mismatches() == [])
    }

    @Test func twoTabsWithEqualRoots_areTwoTabs() async {
        let scene = ProbeScene()
        scene.navigation.setTabs([scene.screen("tab"), scene.screen("tab")])
        scene.settle()
        guard case .tabs(let tabs) = scene.frame.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.tabs.count == 2)
        #expect(Set(tabs.tabs.compactMap(\.root)).count == 2)
        #expect(Set(tabs.tabs.map(\.id)).count == 2)
        tabs.select(tabs.tabs[1].root!)
        scene.settle()
        #expect(scene.navigation.state.selectedTab?.id == tabs.tabs[1].root?.id)
        #expect(scene.mismatches() == [])
    }
}
