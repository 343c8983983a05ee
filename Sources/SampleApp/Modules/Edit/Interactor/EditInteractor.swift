/// Gives the Edit screen its data through the app's services.
final class EditInteractor: EditInteracting {
    private let data: any DataService

    init(data: any DataService) {
        self.data = data
    }

    func item(id: Int) -> Item? { data.item(id: id) }
    func rename(id: Int, to title: String) { data.rename(id: id, to: title) }
    func save(_ report: ReportData) { data.save(report: report) }
}
