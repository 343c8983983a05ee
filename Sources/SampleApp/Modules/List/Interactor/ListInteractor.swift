/// Gives the List screen its data through the app's services.
final class ListInteractor: ListInteracting {
    private let data: any DataService

    init(data: any DataService) {
        self.data = data
    }

    func items(for source: ListSource) -> [Item] {
        source == .favorites ? data.items().filter(\.isFavorite) : data.items()
    }

    func delete(id: Int) { data.delete(id: id) }
}
