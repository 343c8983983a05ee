import Navigation
import Testing

private struct EchoModule: Module {
    let segments: [String]
    var query: [String: String] = [:]
    func build(container: Container) -> some View { EmptyView() }
}

/// Pushes what the link carried, so a test sees exactly how it was split.
private func echo(_ pattern: String, names: [String], query: [String] = []) -> DeepLinkRoute {
    DeepLinkRoute(pattern) { link in
        var items: [String: String] = [:]
        for name in query { items[name] = try link.query(name, as: String.self) }
        return [.push(EchoModule(segments: try names.map { try link.value($0, as: String.self) }, query: items))]
    }
}

@MainActor @Suite struct DeepLinkScalarTests {
    let router = try! DeepLinkRouter(
        scheme: "myapp",
        routes: [echo("echo/:text", names: ["text"], query: ["tab"]), echo(":host/:text", names: ["host", "text"])]
    )

    fileprivate func echoed(_ url: String) -> EchoModule? {
        guard case .success(let transaction) = router.match(url), case .push(let module)? = transaction.operations.first
        else { return nil }
        return module.unwrap(as: EchoModule.self)
    }

    @Test func combiningMarkAfterASlash_doesNotSwallowTheSlash() {
        #expect(echoed("myapp://echo/\u{301}b")?.segments == ["\u{301}b"])
    }

    @Test func combiningMarkAfterTheSchemeSeparator_startsTheHost() {
        #expect(echoed("myapp://\u{301}a/b")?.segments == ["\u{301}a", "b"])
    }

    @Test func combiningMarkAfterAQuestionMark_startsTheQuery() {
        #expect(echoed("myapp://echo/b?\u{301}x=1&tab=\u{301}t")?.query == ["tab": "\u{301}t"])
    }

    @Test func combiningMarkAfterAHash_startsTheFragment() {
        #expect(echoed("myapp://echo/b#\u{301}top")?.segments == ["b"])
    }

    @Test func combiningMarkInAPattern_doesNotSwallowTheSlash() {
        let route = DeepLinkRoute("a/\u{301}b") { _ in [] }
        #expect(route.segments == [.literal("a"), .literal("\u{301}b")])
    }
}

@MainActor @Suite struct DeepLinkPrecedenceTests {
    @Test func overlappingRoutes_theOneWithTheEarlierLiteralWins_whateverTheirOrder() throws {
        let literalFirst = echo("a/:x", names: ["x"])
        let parameterFirst = echo(":y/b", names: ["y"])
        for routes in [[literalFirst, parameterFirst], [parameterFirst, literalFirst]] {
            let router = try DeepLinkRouter(scheme: "myapp", routes: routes)
            #expect(try router.match("myapp://a/b").get() == [.push(EchoModule(segments: ["b"]))])
            #expect(try router.match("myapp://c/b").get() == [.push(EchoModule(segments: ["c"]))])
        }
    }

    @Test func aLiteralSegment_beatsAParameterInTheSamePlace() throws {
        let form = EchoModule(segments: [], query: ["form": "new item"])
        let new = DeepLinkRoute("items/new") { _ in [.push(form)] }
        let item = echo("items/:id", names: ["id"])
        let router = try DeepLinkRouter(scheme: "myapp", routes: [item, new])
        #expect(try router.match("myapp://items/new").get() == [.push(form)])
        #expect(try router.match("myapp://items/7").get() == [.push(EchoModule(segments: ["7"]))])
    }

    @Test func routesOfOneShape_areStillAConflict() {
        #expect(throws: DeepLinkRouter.ConflictError(conflicts: [["a/:x", "a/:z"]])) {
            try DeepLinkRouter(scheme: "myapp", routes: [echo("a/:x", names: []), echo("a/:z", names: [])])
        }
    }
}
