/// A module's interactor: the part that talks to services and owns the module's data.
///
/// The presenter holds the interactor; the interactor holds its services and nothing
/// of the module, so it is tested alone with mock services. The protocol asks for
/// nothing, so the seed template's interactors conform as they are.
public protocol InteractorProtocol: AnyObject {}
