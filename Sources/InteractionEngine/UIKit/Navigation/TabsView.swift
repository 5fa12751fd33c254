/// A tab controller's view: a bar of tab buttons and the selected tab's page. With `bar: bottom` it is
/// a UITabBarController, each tab a page of its own; with `bar: top` the tabs stay inside one page
/// (docs/semantics.md S6.4, seed 002) — the difference matters to exposure. A bottom tab view's
/// controller, `<id>.controller` unless the trace names it, contains every tab's page; a top tab view
/// has none, and its pages belong to the controller of the page holding it.
public final class TabsView: View {
    override class var uikitClassName: String { "UILayoutContainerView" }
    public enum Bar: String, Sendable, CaseIterable {
        case bottom, top
    }

    /// The tab bar's height, in points.
    public static let barHeight: Double = 49

    public let barPosition: Bar
    public let bar: View
    public let buttons: [Control]
    public internal(set) var pages: [View]
    public internal(set) var selectedIndex: Int

    public init(id: String, frame: Rect, bar position: Bar, pages: [View], selected: Int) {
        barPosition = position
        let barY = position == .bottom ? frame.size.height - TabsView.barHeight : 0
        bar = View(id: Self.barID(id), frame: Rect(0, barY, frame.size.width, TabsView.barHeight))
        let width = pages.isEmpty ? 0 : frame.size.width / Double(pages.count)
        buttons = pages.indices.map { index in
            let button = Control(id: Self.buttonID(id, index), frame: Rect(width * Double(index), 0, width, TabsView.barHeight))
            // UITabBarButton descends from UIControl, not UIButton: an ancestor's single tap takes its tap (S5.10).
            button.controlClass = .control
            return button
        }
        self.pages = pages
        selectedIndex = min(max(selected, 0), max(pages.count - 1, 0))
        super.init(id: id, frame: frame)
        if position == .bottom { makeController(id: Self.controllerID(id)).setView(self) }
        for page in pages { page.controller?.container = self }
        for button in buttons { bar.addSubview(button) }
        if selectedIndex < pages.count { install(pages[selectedIndex]) }
        addSubview(bar)
    }

    /// Wires the buttons; the tabs not shown are known by id too.
    override func didJoin(_ world: World) {
        world.navigation.attach(self)
        for page in pages where page.superview == nil { world.register(page) }
    }

    /// The id of a bottom tab view's implicit controller (its UITabBarController): `<id>.controller`.
    public static func controllerID(_ id: String) -> String { id + ".controller" }

    /// The ids of its parts: the bar `<id>.bar` and the tab buttons `<id>.tab<i>`.
    public static func barID(_ id: String) -> String { id + ".bar" }
    public static func buttonID(_ id: String, _ index: Int) -> String { id + ".tab\(index)" }

    /// The frame a page gets: the view less the bar.
    var pageFrame: Rect {
        let height = frame.size.height - TabsView.barHeight
        return barPosition == .bottom ? Rect(0, 0, frame.size.width, height) : Rect(0, TabsView.barHeight, frame.size.width, height)
    }

    func install(_ page: View) {
        page.frame = pageFrame
        if bar.superview === self { insertSubview(page, below: bar) } else { addSubview(page) }
    }
}
