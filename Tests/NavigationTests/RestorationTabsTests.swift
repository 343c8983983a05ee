import Foundation
import Navigation
import Testing

// Restoring a root layer that is a tab bar or a split view: the whole shape round trips,
// and a module that cannot be restored drops its tab, column or the rest of its stack,
// reported as such.

private var list: AnyModule { AnyModule(ListModule.List()) }
private var profile: AnyModule { AnyModule(ProfileModule.Profile) }
private var details: AnyModule { AnyModule(DetailsModule.Details(source: .deepLink)) }
private var game: AnyModule { AnyModule(GameModule.Game(source: .deepLink, difficulty: .hard)) }

private var everyModule: [any RestorableModule.Type] {
    [DetailsModule.self, GameModule.self, ListModule.self, ProfileModule.self]
}

/// A coder that knows every fixture module but `missing`.
private func coder(without missing: (any RestorableModule.Type)? = nil) -> NavigationStateCoder {
    try! NavigationStateCoder(
        modules: everyModule.filter { type in missing.map { ObjectIdentifier($0) != ObjectIdentifier(type) } ?? true })
}

/// Tabs List > Game(easy) | Profile > Details > Game | Details, with `selected`
/// selected, and a sheet of List > Profile over them.
private func tabState(selected: Int, reselection: TabReselection = .keepsStack) -> NavigationState {
    var state = NavigationState(tabs: [list, profile, details], reselection: reselection)
    state.apply(.push(.Game(source: .mainScreen, difficulty: .easy)))
    state.apply(.selectTab(state.tabs[1].module))
    state.apply(.push(.Details(source: .mainScreen)))
    state.apply(.push(.Game(source: .deepLink, difficulty: .hard)))
    if selected != 1 { state.apply(.selectTab(state.tabs[selected].module)) }
    state.apply(.present(sheet: .List(source: .deepLink)))
    state.apply(.push(.Profile))
    return state
}

/// `tabs` (root module and stack each) with `selected` selected, built as an app would.
private func expectedTabs(
    _ tabs: [(AnyModule, [AnyModule])], selected: Int, reselection: TabReselection = .keepsStack
) -> NavigationState {
    var state = NavigationState(tabs: tabs.map(\.0), reselection: reselection)
    for (index, tab) in tabs.enumerated() {
        if state.selectedTabIndex != index { state.apply(.selectTab(state.tabs[index].module)) }
        state.apply(.setStack(tab.1))
    }
    if state.selectedTabIndex != selected { state.apply(.selectTab(state.tabs[selected].module)) }
    return state
}

/// Profile | List | Game > Details(mainScreen) with three columns; Profile | List >
/// Details(mainScreen) > Game with two.
private func splitState(_ style: SplitView.Style, collapsed: Bool = false) -> NavigationState {
    var state = NavigationState()
    state.apply(.setSplitView(sidebar: profile, style: style))
    state.apply(.selectInSidebar(list))
    switch style {
    case .threeColumns:
        state.apply(.selectInContent(game))
        state.apply(.push(.Details(source: .mainScreen)))
    case .twoColumns:
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Game(source: .deepLink, difficulty: .hard)))
    }
    if collapsed { state.apply(.setSplitViewCollapsed(true)) }
    return state
}

/// The format-2 envelope around `text`, with its checksum, as the coder writes it.
private func blob(holding text: String) throws -> Data {
    struct Envelope: Encodable {
        let checksum: String
        let state: String
        let version: Int
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let digits = String(hash, radix: 16)
    let checksum = String(repeating: "0", count: 16 - digits.count) + digits
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(Envelope(checksum: checksum, state: text, version: 2))
}

@Suite struct RestorationTabsTests {
    // MARK: Round trips

    @Test(arguments: [(0, TabReselection.keepsStack), (1, .popsToRoot), (2, .keepsStack)])
    func tabs_roundTripWithEachStackTheSelectionAndTheReselectionRule(selected: Int, reselection: TabReselection)
        throws
    {
        let state = tabState(selected: selected, reselection: reselection)
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(restored.dropped == [])
        #expect(restored.state == state)
        #expect(restored.state.tabs.map(\.stack) == state.tabs.map(\.stack))
        #expect(restored.state.selectedTabIndex == selected)
        #expect(restored.state.tabReselection == reselection)
        #expect(restored.state.presentations.map(\.style) == state.presentations.map(\.style))
        let ids = restored.state.visibleModules.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: [SplitView.Style.twoColumns, .threeColumns], [false, true])
    func splitView_roundTripsWithItsColumnsStackAndCollapse(style: SplitView.Style, collapsed: Bool) throws {
        var state = splitState(style, collapsed: collapsed)
        state.apply(.present(modal: .Details(source: .mainScreen)))
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(restored.dropped == [])
        #expect(restored.state == state)
        #expect(restored.state.splitView?.style == style)
        #expect(restored.state.splitView?.isCollapsed == collapsed)
        #expect(restored.state.splitView == state.splitView)
        #expect(restored.state.presentations.count == 1)
    }

    @Test func aSplitViewWithNothingSelected_roundTrips() throws {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: profile, style: .threeColumns))
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.state.splitView != nil)
    }

    @Test @MainActor func restore_showsTheSavedTabBar() throws {
        let navigation = NavigationService()
        let saved = tabState(selected: 2)
        #expect(try navigation.restore(from: try coder().encode(saved), using: coder()).get() == [])
        #expect(navigation.state == saved)
    }

    // MARK: Tabs, partly restored

    @Test func aDroppedSelectedTab_goesWithItsStack_andTheFirstTabIsSelected() throws {
        let data = try coder().encode(tabState(selected: 1))
        let restored = try coder(without: ProfileModule.self).decode(data).get()
        let expected = expectedTabs(
            [(list, [AnyModule(GameModule.Game(source: .mainScreen, difficulty: .easy))]), (details, [])], selected: 0)
        #expect(restored.state.tabs == expected.tabs)
        #expect(restored.state.selectedTabIndex == 0)
        #expect(restored.state.tabReselection == .keepsStack)
        let sheet = try #require(restored.state.presentations.first).layerID
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .tab(1), position: nil, reason: .unknownName("profile")),
                DroppedModule(layer: sheet, position: 0, reason: .unknownName("profile")),
            ])
        #expect(try #require(restored.dropped.first).description == "dropped at tab 1: no module type is named profile")
    }

    @Test func aDroppedTabBeforeTheSelectedOne_keepsTheSelectionOnItsTab() throws {
        let data = try coder().encode(tabState(selected: 2))
        let restored = try coder(without: ProfileModule.self).decode(data).get()
        #expect(restored.state.tabs.map(\.module) == [list, details])
        #expect(restored.state.selectedTabIndex == 1)
        #expect(restored.state.selectedTab?.module == details)
    }

    @Test func noTabLeft_leavesAPlainEmptyRootStack_underTheLayers() throws {
        var state = NavigationState(tabs: [list, profile], selectedIndex: 1)
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.present(sheet: .Details(source: .deepLink)))
        let only = try NavigationStateCoder(modules: [DetailsModule.self])
        let restored = try only.decode(try coder().encode(state)).get()
        #expect(restored.state.tabs.isEmpty)
        #expect(restored.state.selectedTabIndex == nil)
        #expect(restored.state.stack.isEmpty)
        #expect(restored.state.presentations.map(\.module) == [details])
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .tab(0), position: nil, reason: .unknownName("list")),
                DroppedModule(layer: .root, place: .tab(1), position: nil, reason: .unknownName("profile")),
            ])
    }

    @Test func aModuleInATabsStack_truncatesThatTabsStack() throws {
        let data = try coder().encode(tabState(selected: 1))
        let restored = try coder(without: GameModule.self).decode(data).get()
        let expected = expectedTabs(
            [(list, []), (profile, [AnyModule(DetailsModule.Details(source: .mainScreen))]), (details, [])],
            selected: 1)
        #expect(restored.state.tabs == expected.tabs)
        #expect(restored.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(restored.state.selectedTabIndex == 1)
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .tab(0), position: 0, reason: .unknownName("game")),
                DroppedModule(layer: .root, place: .tab(1), position: 1, reason: .unknownName("game")),
            ])
        #expect(
            try #require(restored.dropped.last).description
                == "dropped at tab 1, position 1: no module type is named game")
    }

    @Test @MainActor func aTabThatHoldsAClosure_isDroppedWhenSaved() throws {
        var state = NavigationState(tabs: [AnyModule(ConfirmationModule.Confirmation(completed: {})), profile])
        state.apply(.selectTab(state.tabs[1].module))
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Confirmation(completed: {})))
        state.apply(.push(.Profile))
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(
            restored.state
                == expectedTabs(
                    [(profile, [AnyModule(DetailsModule.Details(source: .mainScreen))])], selected: 0,
                    reselection: .popsToRoot))
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: .root, place: .tab(0), position: nil, reason: .notRestorable(typeName: "ConfirmationModule")),
                DroppedModule(
                    layer: .root, place: .tab(1), position: 1, reason: .notRestorable(typeName: "ConfirmationModule")),
            ])
    }

    // MARK: Split views, partly restored

    @Test func aDroppedSidebar_dropsTheSplitView_andKeepsTheLayers() throws {
        var state = splitState(.threeColumns, collapsed: true)
        state.apply(.present(modal: .Details(source: .mainScreen)))
        let restored = try coder(without: ProfileModule.self).decode(try coder().encode(state)).get()
        #expect(restored.state.splitView == nil)
        #expect(restored.state.stack.isEmpty)
        #expect(restored.state.presentations.map(\.module) == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .sidebar, position: nil, reason: .unknownName("profile"))
            ])
        #expect(
            try #require(restored.dropped.first).description
                == "dropped at the sidebar column: no module type is named profile")
    }

    @Test func aDroppedContent_dropsTheDetailAndItsStack_andKeepsTheCollapse() throws {
        let data = try coder().encode(splitState(.threeColumns, collapsed: true))
        let restored = try coder(without: ListModule.self).decode(data).get()
        var expected = NavigationState()
        expected.apply(.setSplitView(sidebar: profile, style: .threeColumns))
        expected.apply(.setSplitViewCollapsed(true))
        #expect(restored.state == expected)
        #expect(restored.state.splitView?.isCollapsed == true)
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .content, position: nil, reason: .unknownName("list"))
            ])
    }

    @Test(arguments: [SplitView.Style.twoColumns, .threeColumns])
    func aDroppedDetail_dropsItsStack(style: SplitView.Style) throws {
        // The detail is the game with three columns, the list with two.
        let missing: any RestorableModule.Type = style == .threeColumns ? GameModule.self : ListModule.self
        let restored = try coder(without: missing).decode(try coder().encode(splitState(style))).get()
        var expected = NavigationState()
        expected.apply(.setSplitView(sidebar: profile, style: style))
        if style == .threeColumns { expected.apply(.selectInSidebar(list)) }
        #expect(restored.state == expected)
        #expect(restored.state.splitView?.detail == nil)
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: .root, place: .detail, position: nil,
                    reason: .unknownName(style == .threeColumns ? "game" : "list"))
            ])
    }

    @Test func aModuleInTheDetailStack_truncatesIt() throws {
        let data = try coder().encode(splitState(.twoColumns, collapsed: true))
        let restored = try coder(without: GameModule.self).decode(data).get()
        var expected = splitState(.twoColumns, collapsed: true)
        expected.apply(.pop(count: 1))
        #expect(restored.state == expected)
        #expect(restored.state.splitView?.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, place: .detail, position: 1, reason: .unknownName("game"))
            ])
        #expect(
            try #require(restored.dropped.first).description
                == "dropped at the detail column, position 1: no module type is named game")
    }

    @Test @MainActor func aColumnThatHoldsAClosure_isDroppedWhenSaved() throws {
        var state = NavigationState()
        state.apply(.setSplitView(sidebar: profile, style: .threeColumns))
        state.apply(.selectInSidebar(.Confirmation(completed: {})))
        state.apply(.selectInContent(.Details(source: .deepLink)))
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(restored.state.splitView == SplitView(style: .threeColumns, sidebar: profile))
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: .root, place: .content, position: nil,
                    reason: .notRestorable(typeName: "ConfirmationModule"))
            ])
    }

    // MARK: The format

    @Test func aVersion2BlobWithoutTabsOrSplitView_restoresAPlainRootStack() throws {
        // As version 2 was first written, before it saved tab bars and split views.
        let text =
            #"{"presentations":[],"stack":[{"name":"profile","value":{}},{"name":"list","value":{"source":{"deepLink":{}}}}]}"#
        let restored = try coder().decode(try blob(holding: text)).get()
        #expect(restored.dropped == [])
        #expect(restored.state == NavigationState(stack: [profile, AnyModule(ListModule.List(source: .deepLink))]))
        #expect(restored.state.tabs.isEmpty)
        #expect(restored.state.splitView == nil)
        // And a plain state is still written so.
        var plain = NavigationState()
        plain.apply(.push(.Profile))
        plain.apply(.push(.List(source: .deepLink)))
        #expect(try coder().encode(plain) == (try blob(holding: text)))
    }

    @Test(arguments: [
        (#"\"selected\":1"#, #"\"selected\":0"#), (#"\"keepsStack\""#, #"\"popsToRoot\""#),
    ])
    func anEditedTabBar_isCorrupt(original: String, edited: String) throws {
        let json = String(decoding: try coder().encode(tabState(selected: 1)), as: UTF8.self)
        #expect(json.contains(original))
        let changed = Data(json.replacingOccurrences(of: original, with: edited).utf8)
        guard case .corrupt(let detail) = coder().decode(changed).failure else {
            Issue.record("an edited tab bar decoded: \(coder().decode(changed))")
            return
        }
        #expect(detail.contains("checksum"))
    }

    @Test func anEditedSplitView_isCorrupt() throws {
        let json = String(decoding: try coder().encode(splitState(.twoColumns, collapsed: true)), as: UTF8.self)
        #expect(json.contains(#"\"isCollapsed\":true"#))
        let changed = Data(
            json.replacingOccurrences(of: #"\"isCollapsed\":true"#, with: #"\"isCollapsed\":false"#).utf8)
        #expect(coder().decode(changed).failure?.description.contains("checksum") == true)
    }

    @Test func everySingleByteChangeInATabBlob_isAnError() throws {
        let data = try coder().encode(tabState(selected: 2))
        #expect(try coder().decode(data).get().state.tabs.count == 3)
        let coder = coder()
        for position in data.indices {
            for flip: UInt8 in [0x01, 0x20] {
                var changed = data
                changed[position] ^= flip
                if case .success(let restored) = coder.decode(changed) {
                    Issue.record("a change at byte \(position) decoded to \(restored.state)")
                }
            }
        }
    }

    @Test(arguments: [
        #"{"presentations":[],"stack":[],"tabs":{"reselection":"popsToRoot","selected":1,"tabs":[{"module":{"name":"profile","value":{}},"stack":[]}]}}"#,
        #"{"presentations":[],"stack":[],"tabs":{"reselection":"popsToRoot","selected":0,"tabs":[]}}"#,
        #"{"presentations":[],"stack":[{"name":"profile","value":{}}],"tabs":{"reselection":"popsToRoot","selected":0,"tabs":[{"module":{"name":"profile","value":{}},"stack":[]}]}}"#,
        #"{"presentations":[],"splitView":{"isCollapsed":false,"sidebar":{"name":"profile","value":{}},"stack":[],"style":"twoColumns"},"stack":[],"tabs":{"reselection":"popsToRoot","selected":0,"tabs":[{"module":{"name":"profile","value":{}},"stack":[]}]}}"#,
        #"{"presentations":[],"splitView":{"isCollapsed":false,"sidebar":{"name":"profile","value":{}},"stack":[],"style":"fourColumns"},"stack":[]}"#,
    ])
    func aRootNoSavedStateHolds_isCorrupt_evenWithItsChecksum(text: String) throws {
        guard case .corrupt = coder().decode(try blob(holding: text)).failure else {
            Issue.record("\(text) decoded: \(coder().decode(try blob(holding: text)))")
            return
        }
    }
}

@Suite struct RestorationMisplacedColumnTests {
    @Test func aContentSavedInATwoColumnSplitView_isReportedAsDropped_andTheDetailStays() throws {
        let text =
            #"{"presentations":[],"splitView":{"content":{"name":"list","value":{}},"detail":{"name":"profile","value":{}},"isCollapsed":false,"sidebar":{"name":"profile","value":{}},"stack":[],"style":"twoColumns"},"stack":[]}"#
        let restored = try coder().decode(try blob(holding: text)).get()
        #expect(restored.state.splitView == SplitView(style: .twoColumns, sidebar: profile, detail: profile))
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: .root, place: .content, position: nil,
                    reason: .misplaced("a split view of two columns has no content column"))
            ])
    }

    @Test func aDetailSavedWithoutItsContentInAThreeColumnSplitView_isReportedAsDropped_withItsStack() throws {
        let text =
            #"{"presentations":[],"splitView":{"detail":{"name":"profile","value":{}},"isCollapsed":false,"sidebar":{"name":"profile","value":{}},"stack":[{"name":"list","value":{}}],"style":"threeColumns"},"stack":[]}"#
        let restored = try coder().decode(try blob(holding: text)).get()
        #expect(restored.state.splitView == SplitView(style: .threeColumns, sidebar: profile))
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: .root, place: .detail, position: nil,
                    reason: .misplaced("a split view of three columns shows a detail only beside a content"))
            ])
    }

    @Test func aPlainStateThatHadATabBar_roundTripsToAFreshState() throws {
        var state = NavigationState(tabs: [list, profile], reselection: .keepsStack)
        state.apply(.setTabs([], reselection: .keepsStack))
        let restored = try coder().decode(try coder().encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.state == NavigationState())
    }
}
