import Navigation
import Testing

private var profile: AnyModule { AnyModule(ProfileModule.Profile) }
private var list: AnyModule { AnyModule(ListModule.List()) }
private var details: AnyModule { AnyModule(DetailsModule.Details(source: .deepLink)) }

/// The address of the root stack's storage, read without keeping a copy of the state.
@MainActor
private func rootStackAddress(of navigation: NavigationService) -> UInt {
    navigation.state.stack.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
}

@Suite @MainActor struct NavigationJournalEntryTests {
    @Test func aListener_letsAPushChangeTheStackInPlace() {
        let navigation = NavigationService()
        for _ in 0..<9 { navigation.push(.Profile) }
        navigation.pop()
        navigation.addJournalListener { _ in }
        let address = rootStackAddress(of: navigation)
        navigation.push(.Profile)
        #expect(rootStackAddress(of: navigation) == address, "the push copied the stack")
    }

    @Test func aListener_letsAPopChangeTheStackInPlace() {
        let navigation = NavigationService()
        for _ in 0..<9 { navigation.push(.Profile) }
        navigation.addJournalListener { _ in }
        let address = rootStackAddress(of: navigation)
        navigation.pop()
        #expect(rootStackAddress(of: navigation) == address, "the pop copied the stack")
    }

    @Test func everyEntrysBefore_isTheStateBeforeItsCall_idsIncluded() {
        let navigation = NavigationService(state: NavigationState(tabs: [profile, list]))
        var entries: [NavigationJournalEntry] = []
        navigation.addJournalListener { entries.append($0) }
        var expected: [NavigationState] = []
        func call(_ body: () -> Void) {
            expected.append(navigation.state)
            body()
        }
        call { navigation.push(.Details(source: .deepLink)) }
        call { navigation.push(.Profile) }
        call { navigation.pop(count: 2) }
        call { navigation.pop() }
        call { navigation.selectTab(.List()) }
        call { navigation.present(sheet: .Profile) }
        call { navigation.push(.List()) }
        call { navigation.apply([.push(.Profile), .push(.List())]) }
        call { navigation.popToRoot() }
        call { navigation.showAlert(.defaultAlert(yesAction: {}, noAction: nil)) }
        call { navigation.dismissAll() }
        call { navigation.apply(.setSplitView(sidebar: profile)) }
        call { navigation.apply(.selectInSidebar(details)) }
        call { navigation.push(.Profile) }
        call { navigation.apply(.setSplitViewCollapsed(true)) }
        call { navigation.pop(count: 2) }
        call { navigation.state = NavigationState(stack: [list]) }
        call { navigation.items = [profile, details] }
        #expect(entries.count == expected.count)
        for (entry, before) in zip(entries, expected) {
            #expect(entry.before.isIdentical(to: before), "\(entry.transaction)")
        }
    }
}

@Suite @MainActor struct NavigationJournalCapacityTests {
    @Test func aJournalWithACapacity_keepsTheNewestEntries() {
        let navigation = NavigationService()
        var journal = NavigationJournal(capacity: 3)
        navigation.addJournalListener { journal.record($0) }
        for _ in 0..<5 { navigation.push(.Profile) }
        #expect(journal.entries.count == 3)
        #expect(journal.entries.map { $0.after.stack.count } == [3, 4, 5])
        #expect(journal.replay(onto: journal.entries[0].before) == navigation.state)
    }

    @Test func aFullJournal_keepsTheNewestEntriesOldestFirst_afterWrappingManyTimes() {
        let navigation = NavigationService()
        var journal = NavigationJournal(capacity: 3)
        navigation.addJournalListener { journal.record($0) }
        for _ in 0..<11 { navigation.push(.Profile) }
        #expect(journal.entries.map { $0.after.stack.count } == [9, 10, 11])
        #expect(journal.replay(onto: journal.entries[0].before) == navigation.state)
    }

    @Test func aCapacityBelowOne_keepsOneEntry() {
        var journal = NavigationJournal(capacity: 0)
        let navigation = NavigationService()
        navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        navigation.push(.List())
        #expect(journal.capacity == 1)
        #expect(journal.entries.map(\.after.stack) == [[profile, list]])
    }

    @Test func aJournalWithoutACapacity_keepsEveryEntry() {
        var journal = NavigationJournal()
        let navigation = NavigationService()
        navigation.addJournalListener { journal.record($0) }
        for _ in 0..<50 { navigation.push(.Profile) }
        #expect(journal.capacity == nil)
        #expect(journal.entries.count == 50)
    }
}
