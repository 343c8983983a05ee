import Navigation
import Testing

private struct LoginModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

/// Whether each entry starts where the one before it ended, so that replaying them
/// reproduces every step.
private func chain(_ entries: [NavigationJournalEntry]) -> Bool {
    zip(entries, entries.dropFirst()).allSatisfy { $0.after == $1.before }
}

@Suite @MainActor struct ReentrancyTests {
    @Test func listenerThatNavigates_isQueuedAfterTheCurrentCall_andEntriesChain() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        var returned: [Bool] = []
        navigation.addJournalListener { [unowned navigation] entry in
            if entry.transaction == [.push(.Profile)] {
                returned.append(navigation.push(.List()))
            }
        }
        navigation.addJournalListener { journal.record($0) }
        #expect(navigation.push(.Profile))
        // The listener's push waited for the journal to hear of the profile.
        #expect(returned == [false])
        #expect(journal.entries.map(\.transaction) == [[.push(.Profile)], [.push(.List())]])
        #expect(chain(journal.entries))
        #expect(navigation.state.stack == [AnyModule(ProfileModule.Profile), AnyModule(ListModule.List())])
        #expect(journal.replay(onto: NavigationState()) == navigation.state)
    }

    @Test func everyListener_hearsEntriesInTheOrderTheyApplied() {
        let navigation = NavigationService()
        var first: [NavigationTransaction?] = []
        var second: [NavigationTransaction?] = []
        navigation.addJournalListener { [unowned navigation] entry in
            first.append(entry.transaction)
            if entry.transaction == [.push(.Profile)] { navigation.present(sheet: .List()) }
        }
        navigation.addJournalListener { second.append($0.transaction) }
        navigation.push(.Profile)
        let expected: [NavigationTransaction?] = [
            [.push(.Profile)], [.present(sheet: .List())],
        ]
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test func guardThatNavigates_isQueued_andItsCallIsGuardedAgainstTheRealState() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        var seen: [(NavigationOperation, NavigationState)] = []
        navigation.addGuard { [unowned navigation] operation, state in
            seen.append((operation, state))
            if case .push(let module) = operation, module.unwrap(as: DetailsModule.self) != nil {
                navigation.present(sheet: LoginModule())
            }
            return .allow
        }
        navigation.push(.Details(source: .deepLink))
        // The details went where they were asked, under the login the guard asked for.
        #expect(navigation.state.stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(navigation.state.presentations.map(\.module) == [AnyModule(LoginModule())])
        #expect(navigation.state.items.isEmpty)
        #expect(seen.count == 2)
        #expect(seen.last?.0 == .present(sheet: LoginModule()))
        #expect(seen.last?.1.stack == [AnyModule(DetailsModule.Details(source: .deepLink))])
        #expect(chain(journal.entries))
        #expect(journal.replay(onto: NavigationState()) == navigation.state)
    }

    @Test func nestedReentrancy_appliesEveryQueuedCallInOrder() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        navigation.addJournalListener { [unowned navigation] entry in
            guard let asked = entry.transaction, asked.operations.count == 1 else { return }
            switch asked.operations[0] {
            case .push(let module) where module.unwrap(as: ProfileModule.self) != nil:
                navigation.push(.List())
                navigation.push(.Details(source: .mainScreen))
            case .push(let module) where module.unwrap(as: ListModule.self) != nil:
                navigation.present(modal: LoginModule())
            default:
                break
            }
        }
        navigation.addGuard { operation, state in
            // Queued calls are guarded too, against the state the earlier ones left.
            if case .present = operation, state.stack.count < 3 { return .reject("not yet") }
            return .allow
        }
        navigation.push(.Profile)
        #expect(
            journal.entries.map(\.transaction) == [
                [.push(.Profile)], [.push(.List())],
                [.push(.Details(source: .mainScreen))], [.present(modal: LoginModule())],
            ])
        #expect(journal.entries.map(\.outcome.rejection) == [nil, nil, nil, nil])
        #expect(chain(journal.entries))
        #expect(navigation.state.stack.count == 3)
        #expect(navigation.state.modalView == AnyModule(LoginModule()))
    }

    @Test func listenerThatRemovesItself_hearsNoMoreEntries() {
        let navigation = NavigationService()
        var heard = 0
        var token: NavigationToken?
        token = navigation.addJournalListener { [unowned navigation] _ in
            heard += 1
            if let token { navigation.remove(token) }
        }
        var others = 0
        navigation.addJournalListener { _ in others += 1 }
        navigation.push(.Profile)
        navigation.push(.List())
        #expect(heard == 1)
        #expect(others == 2)
    }

    @Test func listenerRemovedByAnEarlierListener_doesNotHearTheEntryBeingDelivered() {
        let navigation = NavigationService()
        var later: NavigationToken?
        navigation.addJournalListener { [unowned navigation] _ in
            if let later { navigation.remove(later) }
        }
        var heard = 0
        later = navigation.addJournalListener { _ in heard += 1 }
        navigation.push(.Profile)
        #expect(heard == 0)
    }

    @Test func listenerAddedByAListener_hearsFromTheNextEntryOn() {
        let navigation = NavigationService()
        var added: [NavigationTransaction?] = []
        var installed = false
        navigation.addJournalListener { [unowned navigation] _ in
            guard !installed else { return }
            installed = true
            navigation.addJournalListener { added.append($0.transaction) }
        }
        navigation.push(.Profile)
        navigation.pop()
        #expect(added == [[.pop]])
    }

    @Test func replacingTheStateFromAListener_isQueuedAndRecordedAfterTheCall() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { [unowned navigation] entry in
            if entry.transaction == [.push(.Profile)] { navigation.state = NavigationState() }
        }
        navigation.addJournalListener { journal.record($0) }
        navigation.push(.Profile)
        #expect(journal.entries.map(\.transaction) == [[.push(.Profile)], nil])
        #expect(chain(journal.entries))
        #expect(navigation.state == NavigationState())
    }

    @Test func attemptFromAListener_isQueued_andSaysSo() {
        let navigation = NavigationService()
        var outcomes: [NavigationOutcome] = []
        navigation.addJournalListener { [unowned navigation] entry in
            if entry.transaction == [.push(.Profile)] { outcomes.append(navigation.attempt([.pop])) }
        }
        navigation.push(.Profile)
        #expect(outcomes == [.queued])
        #expect(outcomes.allSatisfy { $0.isQueued && !$0.changed })
        #expect(navigation.state.stack.isEmpty)
    }

    @Test func finishFromAListener_isQueued_andFinishesTheModuleAfterTheCall() async {
        let navigation = NavigationService()
        var returned: [Bool] = []
        navigation.addJournalListener { [unowned navigation] entry in
            if case .push? = entry.outcome.applied.operations.first {
                returned.append(navigation.finish(returning: "at once"))
            }
        }
        var result: NavigationResult<String>?
        let task = Task { result = await navigation.push(.List(), expecting: String.self) }
        // A bounded wait: a regression fails here rather than hanging the run.
        for _ in 0..<10_000 where result == nil { await Task.yield() }
        #expect(result == .finished("at once"))
        #expect(returned == [false])
        #expect(navigation.state.stack.isEmpty)
        task.cancel()
    }

    @Test func aTransactionThatEndsWhereItStarted_isRecordedOnceAsAChange() {
        let navigation = NavigationService()
        var journal = NavigationJournal()
        navigation.addJournalListener { journal.record($0) }
        // That observers hear of it once is NavigationServiceTests' to check; here, the journal.
        #expect(navigation.apply([.push(.Profile), .pop]))
        #expect(journal.entries.count == 1)
        #expect(journal.entries[0].outcome.changed)
        #expect(journal.entries[0].outcome.applied == [.push(.Profile), .pop])
        #expect(journal.entries[0].before == journal.entries[0].after)
    }
}
