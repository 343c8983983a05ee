// What the template's files use of SwiftUI and Combine, declared for platforms without
// them, with the isolation the iOS 17.4 SDK gives each; on Apple platforms the real
// frameworks are used and this module is empty.
#if !canImport(SwiftUI)
@_exported import Foundation
import Navigation

/// SwiftUI's `View`: here the package's headless stand-in.
public typealias View = Navigation.View

/// Combine's `ObservableObject`: a class whose changes a view observes.
public protocol ObservableObject: AnyObject {}

/// SwiftUI's `@StateObject`: the view owns the object, created once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let object: ObjectType

    /// Creates the wrapper from the object to own.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        object = thunk()
    }

    /// The owned object.
    @preconcurrency @MainActor
    public var wrappedValue: ObjectType { object }
}

/// SwiftUI's `Text`: a view that shows a string.
public struct Text: View {
    /// The string shown.
    public let content: String

    /// Creates a text view.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }
}

/// SwiftUI's `PreviewProvider`: what Xcode shows in its canvas.
@preconcurrency @MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The views to preview.
    static var previews: Previews { get }
}
#endif
