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

@Suite @MainActor struct NavigationJournalSharingTests {
    /// A seeded mix of calls, each recorded beside the state it left, read back from a
    /// journal that keeps only what each call changed for most of its entries.
    @Test func aJournalsEntries_readBackTheirStates_whenItKeepsOnlyWhatEachCallChanged() {
        let navigation = NavigationService(state: NavigationState(stack: (0..<100).map { _ in profile }))
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        var after: [NavigationState] = []
        var before: [NavigationState] = []
        var random = UInt64(41)
        func next(_ bound: UInt64) -> UInt64 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (random >> 33) % bound
        }
        let kept = AnyModule(ListModule.List())
        for _ in 0..<600 {
            before.append(navigation.state)
            switch next(9) {
            case 0, 1: navigation.push(.Profile)
            case 2: navigation.apply(.push(kept))
            case 3: navigation.pop(count: Int(next(3)) + 1)
            case 4: navigation.apply([.push(.Profile), .pop, .push(.List())])
            case 5: navigation.present(sheet: .Profile)
            case 6: navigation.dismiss()
            case 7: navigation.pop()
            default: navigation.apply([.pop, .pop, .push(.Details(source: .deepLink))])
            }
            after.append(navigation.state)
        }
        let entries = journal.entries
        #expect(entries.count == after.count)
        for (index, entry) in entries.enumerated() {
            #expect(entry.after.isIdentical(to: after[index]), "entry \(index): \(entry.transaction)")
            #expect(entry.before.isIdentical(to: before[index]), "entry \(index): \(entry.transaction)")
        }
        #expect(journal.replay(onto: entries[0].before).isIdentical(to: navigation.state))
    }

    @Test func entriesOfTwoServices_inOneJournal_keepTheirOwnStates() {
        let first = NavigationService()
        let second = NavigationService(state: NavigationState(stack: [list]))
        var journal = NavigationJournal()
        first.addJournalListener { journal.record($0) }
        second.addJournalListener { journal.record($0) }
        first.push(.Profile)
        second.push(.Profile)
        first.push(.List())
        second.pop()
        #expect(journal.entries.map(\.after.stack.count) == [1, 2, 2, 1])
    }

    @Test func anEntryRecordedAfterCallsNobodyHeard_keepsItsOwnState() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        var token = navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        navigation.remove(token)
        navigation.push(.List())
        token = navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        #expect(journal.entries.map(\.after.stack.count) == [1, 3])
        #expect(journal.entries[1].before.stack.count == 2)
        navigation.remove(token)
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
