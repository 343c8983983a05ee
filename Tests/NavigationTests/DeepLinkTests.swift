import Navigation
import Testing

enum SettingsTab: String, CaseIterable { case general, privacy }

struct SettingsModule: Module {
    var tab: SettingsTab = .general
    func build(container: Container) -> some View { EmptyView() }
}

extension DeepLinkRoute {
    static let details = DeepLinkRoute("details/:source") { link in
        let source: DetailsSourceName = try link.value("source")
        return [.dismissAll, .popToRoot, .push(.Details(source: source.source))]
    }

    static let game = DeepLinkRoute("game/:source/:difficulty") { link in
        let source: DetailsSourceName = try link.value("source")
        let difficulty: DifficultyName = try link.value("difficulty")
        return [.dismissAll, .popToRoot, .push(.Game(source: source.source, difficulty: difficulty.difficulty))]
    }

    static let settings = DeepLinkRoute("settings") { link in
        let tab = try link.query("tab", as: SettingsTab.self) ?? .general
        return [.present(sheet: SettingsModule(tab: tab))]
    }

    static let item = DeepLinkRoute("items/:id") { link in
        let id: Int = try link.value("id")
        return [.push(.List(source: id == 0 ? .mainScreen : .deepLink))]
    }
}

enum DetailsSourceName: String {
    case mainScreen, deepLink
    var source: DetailsSource { self == .mainScreen ? .mainScreen : .deepLink }
}

enum DifficultyName: String {
    case easy, hard
    var difficulty: Difficulty { self == .easy ? .easy : .hard }
}

@MainActor @Suite struct DeepLinkTests {
    let router = try! DeepLinkRouter(scheme: "myapp", routes: [.details, .game, .settings, .item])

    @Test func literalAndParameter_buildTheTransaction() throws {
        let transaction = try router.match("myapp://details/deepLink").get()
        #expect(transaction == [.dismissAll, .popToRoot, .push(.Details(source: .deepLink))])
    }

    @Test func severalParameters() throws {
        #expect(
            try router.match("myapp://game/mainScreen/hard").get().operations.last
                == .push(.Game(source: .mainScreen, difficulty: .hard)))
    }

    @Test func queryItem_isRead_andOptional() throws {
        #expect(
            try router.match("myapp://settings?tab=privacy").get() == [.present(sheet: SettingsModule(tab: .privacy))])
        #expect(try router.match("myapp://settings").get() == [.present(sheet: SettingsModule(tab: .general))])
        #expect(
            try router.match("myapp://settings/?tab=general&x=1#top").get() == [
                .present(sheet: SettingsModule(tab: .general))
            ])
    }

    @Test func losslessStringParameter() throws {
        #expect(try router.match("myapp://items/0").get() == [.push(.List(source: .mainScreen))])
    }

    @Test func percentEscapes_areDecoded() throws {
        #expect(
            try router.match("myapp://details/deep%4Cink").get().operations.last == .push(.Details(source: .deepLink)))
    }

    @Test func schemeIsCaseInsensitive() throws {
        #expect((try? router.match("MyApp://settings").get()) != nil)
    }

    @Test(arguments: [
        ("myapp://nowhere", DeepLinkError.unknownPath("/nowhere", url: "myapp://nowhere")),
        ("myapp://details", .unknownPath("/details", url: "myapp://details")),
        (
            "myapp://details/deepLink/extra",
            .unknownPath("/details/deepLink/extra", url: "myapp://details/deepLink/extra")
        ),
        ("other://details/deepLink", .wrongScheme(expected: "myapp", url: "other://details/deepLink")),
        ("details/deepLink", .invalidURL("details/deepLink")),
        ("1app://details/deepLink", .invalidURL("1app://details/deepLink")),
        ("myapp://details/%4", .invalidURL("myapp://details/%4")),
        ("myapp://details/%FF", .invalidURL("myapp://details/%FF")),
        (
            "myapp://details/sideways",
            .malformedParameter(
                "source", value: "sideways", expected: "DetailsSourceName", url: "myapp://details/sideways")
        ),
        ("myapp://items/seven", .malformedParameter("id", value: "seven", expected: "Int", url: "myapp://items/seven")),
        (
            "myapp://settings?tab=secret",
            .malformedParameter("tab", value: "secret", expected: "SettingsTab", url: "myapp://settings?tab=secret")
        ),
    ])
    func badLinks_getTheirTypedError(url: String, error: DeepLinkError) {
        #expect(router.match(url) == .failure(error))
    }

    @Test func missingParameter_isNamed() {
        let route = DeepLinkRoute("profile") { link in
            let id: Int = try link.value("id")
            return [.push(.List(source: id == 0 ? .mainScreen : .deepLink))]
        }
        let router = try! DeepLinkRouter(scheme: "myapp", routes: [route])
        #expect(router.match("myapp://profile") == .failure(.missingParameter("id", url: "myapp://profile")))
    }

    @Test func aRouteThrowingItsOwnError_isReportedAsRouteFailed() throws {
        struct Unavailable: Error, CustomStringConvertible {
            var description: String { "maintenance" }
        }
        let route = DeepLinkRoute("shop") { _ in throw Unavailable() }
        let router = try DeepLinkRouter(scheme: "myapp", routes: [route])
        #expect(
            router.match("myapp://shop") == .failure(.routeFailed("shop", reason: "maintenance", url: "myapp://shop")))
    }

    @Test func routesClaimingTheSamePattern_areReportedWhenAssembled() {
        let twin = DeepLinkRoute("details/:kind") { _ in [] }
        let otherTwin = DeepLinkRoute("settings") { _ in [] }
        #expect(
            throws: DeepLinkRouter.ConflictError(conflicts: [
                ["details/:source", "details/:kind"], ["settings", "settings"],
            ])
        ) {
            try DeepLinkRouter(scheme: "myapp", routes: [.details, .settings, twin, otherTwin])
        }
    }

    @Test func errors_describeThemselves() {
        #expect(
            DeepLinkError.malformedParameter("id", value: "x", expected: "Int", url: "myapp://items/x").description
                == "id x in myapp://items/x is not a valid Int")
        #expect(DeepLinkError.unknownPath("/a", url: "myapp://a").description == "no route matches /a in myapp://a")
    }

    @Test @MainActor func open_appliesTheLinkAsOneChange() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        navigation.present(modal: .List())
        #expect((try? navigation.open("myapp://game/deepLink/easy", with: router).get()) != nil)
        #expect(navigation.state.presentations.isEmpty)
        #expect(navigation.state.stack == [AnyModule(GameModule.Game(source: .deepLink, difficulty: .easy))])
        let before = navigation.state
        #expect(
            navigation.open("myapp://nowhere", with: router)
                == .failure(.unknownPath("/nowhere", url: "myapp://nowhere")))
        #expect(navigation.state == before)
    }

    @Test @MainActor func open_thatAGuardRejects_isAnError_andChangesNothing() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        navigation.addGuard { operation, _ in
            if case .dismiss(.all) = operation { return .reject("finish the purchase first") }
            return .allow
        }
        let before = navigation.state
        #expect(
            navigation.open("myapp://details/deepLink", with: router)
                == .failure(
                    .rejected("dismiss(all)", reason: "finish the purchase first", url: "myapp://details/deepLink")))
        #expect(navigation.state == before)
    }

    @Test @MainActor func open_returnsTheTransactionThatAppliedAfterRedirections() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push(let module) = operation, module.unwrap(as: GameModule.self) != nil {
                return .redirect([.present(sheet: SettingsModule())])
            }
            return .allow
        }
        #expect(
            navigation.open("myapp://game/deepLink/easy", with: router)
                == .success([.dismissAll, .popToRoot, .present(sheet: SettingsModule())]))
        #expect(navigation.state.sheetView == AnyModule(SettingsModule()))
    }

    @Test @MainActor func open_thatAGuardRedirectsToNothing_returnsNothingApplied() {
        let navigation = NavigationService()
        navigation.addGuard { operation, _ in
            if case .push = operation { return .redirect([]) }
            return .allow
        }
        let before = navigation.state
        #expect(navigation.open("myapp://items/7", with: router) == .success([]))
        #expect(navigation.state == before)
    }

    @Test @MainActor func open_onAConformanceOfTheAppsOwn_returnsWhatItReportsApplied() {
        let navigation = ReportingNavigation()
        navigation.report = []
        #expect(navigation.open("myapp://items/7", with: router) == .success([]))
        navigation.report = [.push(.Profile)]
        #expect(navigation.open("myapp://items/7", with: router) == .success([.push(.Profile)]))
    }

    @Test @MainActor func showsOutcome_saysWhereThePolicyPlacedTheModule() {
        let navigation = NavigationService()
        navigation.presentationPolicy = .presenting(.sheet)
        let outcome = navigation.attempt([.push(.Profile)], showing: AnyModule(SettingsModule()))
        #expect(outcome.applied == [.push(.Profile), .present(sheet: SettingsModule())])
    }

    @Test func rejectedLinks_describeThemselves() {
        #expect(
            DeepLinkError.rejected("dismiss(all)", reason: "busy", url: "myapp://a").description
                == "a guard refused dismiss(all) for myapp://a: busy")
    }

    @Test @MainActor func open_notifiesObserversOnce() {
        let navigation = NavigationService()
        navigation.push(.Profile)
        navigation.present(sheet: .List())
        #expect(notifications(of: navigation) { navigation.open("myapp://game/deepLink/hard", with: router) } == 1)
        #expect(notifications(of: navigation) { navigation.open("myapp://nowhere", with: router) } == 0)
    }

    @Test func randomStringsAndMutatedLinks_alwaysGetAResultOrATypedError() {
        var random = SplitMix(state: 0xD1CE)
        let valid = [
            "myapp://details/deepLink", "myapp://game/mainScreen/hard", "myapp://settings?tab=privacy",
            "myapp://items/42",
        ]
        let alphabet = Array("myapp:/?&=#%0123456789abcdefABCDEF-._~ détails+é\u{0}")
        var outcomes = (matched: 0, failed: 0)
        for index in 0..<100_000 {
            var text: [Character]
            if index % 2 == 0 {
                text = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            } else {
                text = Array(valid[Int(random.next() % UInt64(valid.count))])
                for _ in 0..<(1 + random.next() % 4) {
                    let position = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count))
                    switch random.next() % 3 {
                    case 0 where !text.isEmpty: text.remove(at: position)
                    case 1: text.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                    default: if !text.isEmpty { text[position] = alphabet[Int(random.next() % UInt64(alphabet.count))] }
                    }
                }
            }
            switch router.match(String(text)) {
            case .success: outcomes.matched += 1
            case .failure: outcomes.failed += 1
            }
        }
        #expect(outcomes.matched + outcomes.failed == 100_000)
        #expect(outcomes.matched > 0)
    }
}

/// A conformance of an app's own, which reports what it says applied.
@MainActor private final class ReportingNavigation: NavigationServiceType {
    var state = NavigationState()
    var presentationPolicy = PresentationPolicy.stack
    var report: NavigationTransaction = []

    func apply(_ operation: NavigationOperation) -> Bool { false }

    func attempt(_ transaction: NavigationTransaction, showing module: AnyModule?) -> NavigationOutcome {
        NavigationOutcome(changed: !report.operations.isEmpty, applied: report)
    }

    func apply<Value: Sendable>(
        _ transaction: NavigationTransaction, showing module: AnyModule?, expecting type: Value.Type
    ) async -> NavigationResult<Value> { .cancelled }

    func finish<Value: Sendable>(returning value: Value) -> Bool { false }
}
