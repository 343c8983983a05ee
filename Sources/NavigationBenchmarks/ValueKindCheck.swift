import Foundation
import Navigation

// The benchmark is the one optimized build CI runs, in a module of its own: a shared value
// that the library stores one way and an optimized caller reads another (a specialization
// the library's unspecialized code decides differently) only shows here. Before measuring,
// every kind of value is built, read back from its published slot and compared with what
// was built.

class ValueKindBase: @unchecked Sendable {
    // Unchecked because nothing mutates it.
    let inner = ValueKindInner()
}
final class ValueKindInner: Sendable {}
final class ValueKindFinal: Sendable {}
protocol ValueKindProtocol: Sendable {}
protocol ValueKindClassProtocol: AnyObject, Sendable {}
extension ValueKindFinal: ValueKindProtocol, ValueKindClassProtocol {}
struct ValueKindStruct: Sendable, Equatable {
    let number: Int
    let text: String
    let object: ValueKindFinal
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.number == rhs.number && lhs.text == rhs.text && lhs.object === rhs.object
    }
}
enum ValueKindEnum: Sendable, Equatable {
    case none
    case object(ValueKindFinal)
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): true
        case (.object(let left), .object(let right)): left === right
        default: false
        }
    }
}

final class ValueKindAssembly: Assembly {
    func integer() -> Int { shared { 41 } }
    func text() -> String { shared { String(repeating: "shared ", count: 4) } }
    func finalObject() -> ValueKindFinal { shared { ValueKindFinal() } }
    func baseObject() -> ValueKindBase { shared { ValueKindBase() } }
    func classExistential() -> ValueKindBase & Sendable { shared { ValueKindBase() as ValueKindBase & Sendable } }
    func protocolExistential() -> any ValueKindProtocol { shared { ValueKindFinal() as any ValueKindProtocol } }
    func classProtocolExistential() -> any ValueKindClassProtocol {
        shared { ValueKindFinal() as any ValueKindClassProtocol }
    }
    func anyObject() -> AnyObject & Sendable { shared { ValueKindFinal() as AnyObject & Sendable } }
    func optionalObject() -> ValueKindFinal? { shared { ValueKindFinal() } }
    func structValue() -> ValueKindStruct {
        shared { ValueKindStruct(number: 7, text: "seven", object: ValueKindFinal()) }
    }
    func enumValue() -> ValueKindEnum { shared { .object(ValueKindFinal()) } }
    func closure() -> @Sendable () -> Int {
        let twelve: @Sendable () -> Int = { 12 }
        return shared { twelve }
    }
}

/// Builds each kind of shared value, reads it back twice and returns a line for each that
/// does not come back as built; empty when all do.
func valueKindMismatches() -> [String] {
    let assembly = DependencyContainer().resolve(ValueKindAssembly.self)
    var mismatches: [String] = []
    func expect(_ kind: String, _ holds: Bool) {
        if !holds { mismatches.append(kind) }
    }
    // The first call builds and returns what the factory made; the later ones read the slot.
    for _ in 0..<2 {
        let built = (
            assembly.integer(), assembly.text(), assembly.finalObject(), assembly.baseObject(),
            assembly.classExistential(), assembly.protocolExistential(), assembly.classProtocolExistential(),
            assembly.anyObject(), assembly.optionalObject(), assembly.structValue(), assembly.enumValue(),
            assembly.closure()
        )
        expect("Int", assembly.integer() == built.0 && built.0 == 41)
        expect("String", assembly.text() == built.1)
        expect("final class", assembly.finalObject() === built.2)
        expect("non-final class", assembly.baseObject() === built.3)
        let existential = assembly.classExistential()
        expect("class & Sendable", existential === built.4 && existential.inner === built.4.inner)
        expect(
            "protocol existential", (assembly.protocolExistential() as? ValueKindFinal) === built.5 as? ValueKindFinal)
        expect("class-bound protocol existential", assembly.classProtocolExistential() === built.6)
        expect("AnyObject & Sendable", assembly.anyObject() === built.7)
        expect("optional class", assembly.optionalObject() === built.8 && built.8 != nil)
        expect("struct", assembly.structValue() == built.9)
        expect("enum", assembly.enumValue() == built.10)
        expect("closure", assembly.closure()() == 12 && built.11() == 12)
    }
    return mismatches
}
