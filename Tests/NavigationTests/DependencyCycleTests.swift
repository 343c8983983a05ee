import Navigation
import Testing

final class CycleService: Sendable {}
final class CycleOther: Sendable {}

final class CycleFirstAssembly: Assembly {
    func build() -> CycleService {
        shared {
            _ = container.resolve(CycleSecondAssembly.self).build()
            return CycleService()
        }
    }
}

final class CycleSecondAssembly: Assembly {
    func build() -> CycleOther {
        shared {
            _ = container.resolve(CycleFirstAssembly.self).build()
            return CycleOther()
        }
    }
}

// Exit tests arrived in Swift 6.2; older toolchains skip this suite.
#if compiler(>=6.2)
@Suite struct DependencyCycleTests {
    @Test func cycle_stopsWithAMessageNamingThePath() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            withExtendedLifetime(container) { _ = container.resolve(CycleFirstAssembly.self).build() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "Dependency cycle: CycleFirstAssembly.shared(CycleService) -> CycleSecondAssembly.shared(CycleOther) -> CycleFirstAssembly.shared(CycleService)"
            ),
            "\(output)"
        )
    }
}
#endif
