/// One presented controller on screen (docs/semantics.md S6.5): the container view it lives in (UIKit's
/// `UITransitionView`), and the presenter's view a full-screen presentation took out of the window, to
/// be put back when it is dismissed. The presented controller holds it; it holds views only weakly (the
/// window's tree and the world's registry own them), so no view, controller and presentation keep one
/// another alive.
public final class Presentation {
    /// A view a full-screen presentation took out of the window, and where it was.
    struct Removed {
        weak var view: View?
        weak var superview: View?
        let index: Int
    }

    /// The presented controller's root view, a page instance.
    private(set) weak var page: View?
    private(set) weak var container: View?
    /// The page's id, for records once it is gone.
    let pageID: String
    var removed: Removed?
    /// The swipe's downward speed, for a flick.
    var swipeVelocity = ReleaseVelocity()

    init(page: View, container: View) {
        self.page = page
        pageID = page.id
        self.container = container
    }

    /// The ids of its parts, from the presented page instance's id: `<page>.container`,
    /// `<page>.dimming` (sheets), `<page>.dismissPan` (sheets not modal in presentation).
    public static func containerID(_ page: String) -> String { page + ".container" }
    public static func dimmingID(_ page: String) -> String { page + ".dimming" }
    public static func dismissPanID(_ page: String) -> String { page + ".dismissPan" }
}
