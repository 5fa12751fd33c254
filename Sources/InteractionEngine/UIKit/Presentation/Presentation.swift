/// One presented controller on screen (docs/semantics.md S6.5): the container view it lives in (UIKit's
/// `UITransitionView`), a sheet's dimming view and swipe-down recognizer, and the presenter's view a
/// full-screen presentation took out of the window, to be put back when it is dismissed.
public final class Presentation {
    let style: PresentationStyle
    /// The presented controller's root view, a page instance.
    let page: View
    let container: View
    /// A sheet's interactive dismissal, unless the controller is modal in presentation.
    let dismissPan: GestureRecognizer?
    /// The window-level view a full-screen presentation removed, and where it was.
    var removed: (view: View, superview: View, index: Int)?
    /// The swipe's downward speed, for a flick.
    var swipeVelocity = ReleaseVelocity()

    init(style: PresentationStyle, page: View, container: View, dismissPan: GestureRecognizer?) {
        self.style = style
        self.page = page
        self.container = container
        self.dismissPan = dismissPan
    }

    /// The ids of its parts, from the presented page instance's id: `<page>.container`,
    /// `<page>.dimming` (sheets), `<page>.dismissPan` (sheets not modal in presentation).
    public static func containerID(_ page: String) -> String { page + ".container" }
    public static func dimmingID(_ page: String) -> String { page + ".dimming" }
    public static func dismissPanID(_ page: String) -> String { page + ".dismissPan" }
}
