import InteractionEngine
import Testing
@testable import TraceFormat

/// Views decode through their declared keys: common keys, then the keys of their kind.
@Suite("Scene decoder")
struct SceneDecoderTests {
    @Test("each kind word gives that kind, and a view without one is plain")
    func kinds() {
        for kind in ["view", "button", "scroll", "navigation", "tabs", "flutter"] {
            let extra = kind == "navigation" ? ", stack: [p]" : kind == "tabs" ? ", tabs: [p]" : kind == "flutter" ? ", widgets: []" : ""
            let text = "name: t\nscene:\n  pages: [{id: p}]\n  windows:\n    - {id: main, state: key, root: {id: v, kind: \(kind)\(extra)}}\nevents: []\n"
            #expect(rootView(text)?.kindName == kind, "\(kind): \(errors(text))")
        }
        #expect(rootView(traceWithRoot("{id: v}"))?.kindName == "view")
    }

    @Test("a spec knows whether it builds a plain view, as its kind says, whichever kind it is given")
    func buildsPlainView() {
        for kind in ["view", "button", "scroll", "flutter"] {
            let extra = kind == "flutter" ? ", widgets: []" : ""
            let spec = rootView(traceWithRoot("{id: v, kind: \(kind)\(extra)}"))
            #expect(spec?.buildsPlainView == (kind == "view"), "\(kind)")
            #expect(spec?.buildsPlainView == spec?.kind.buildsPlainView, "\(kind)")
        }
        var spec = ViewSpec()
        #expect(spec.buildsPlainView)
        spec.kind = ScrollKind()
        #expect(!spec.buildsPlainView)
        spec.kind = PlainViewKind()
        #expect(spec.buildsPlainView)
    }

    @Test("scroll views clip unless told not to; other kinds do not")
    func clipsByDefault() {
        #expect(rootView(traceWithRoot("{id: v, kind: scroll}"))?.clips == true)
        #expect(rootView(traceWithRoot("{id: v, kind: scroll, clips: false}"))?.clips == false)
        #expect(rootView(traceWithRoot("{id: v}"))?.clips == false)
    }

    @Test("a kind's key on another kind names the kind it belongs to")
    func misplacedKeys() {
        #expect(errors(traceWithRoot("{id: v, contentSize: [1, 2]}")) == ["6:21: 'contentSize' applies to scroll views; add kind: scroll"])
        #expect(errors(traceWithRoot("{id: v, kind: scroll, bar: top}")) == ["6:35: 'bar' applies to tab views; add kind: tabs"])
        #expect(errors(traceWithRoot("{id: v, gestureTracker: true}")) == ["6:21: 'gestureTracker' applies to Flutter views; add kind: flutter"])
        #expect(errors(traceWithRoot("{id: v, onPress: buy}")) == ["6:30: onPress is a button's action; add kind: button"])
    }

    @Test("an unknown kind is an error with the nearest kind as a hint")
    func unknownKind() {
        #expect(errors(traceWithRoot("{id: v, kind: scrol}")) == ["6:27: unknown kind 'scrol'; did you mean 'scroll'?"])
    }

    @Test("containers show pages, not children, and must name them")
    func containers() {
        #expect(errors(traceWithRoot("{id: v, kind: navigation}")) == ["6:13: a navigation view needs 'stack': its pages, bottom to top"])
        #expect(errors(traceWithRoot("{id: v, kind: tabs}")) == ["6:13: a tabs view needs 'tabs': its tabs' pages, in order"])
        let text = "name: t\nscene:\n  pages: [{id: p}]\n  windows:\n    - {id: main, state: key, root: {id: v, kind: navigation, stack: [p], children: []}}\nevents: []\n"
        #expect(errors(text) == ["5:84: a navigation view shows pages, not children"])
    }

    @Test("a tab index must name a tab")
    func selectedTab() {
        let text = "name: t\nscene:\n  pages: [{id: a}, {id: b}]\n  windows:\n    - {id: main, state: key, root: {id: v, kind: tabs, tabs: [a, b], selected: 2}}\nevents: []\n"
        #expect(errors(text) == ["5:80: selected must be a tab index, 0 to 1"])
    }

    @Test("contentOffset is the bounds origin: give one of them")
    func contentOffset() {
        #expect(errors(traceWithRoot("{id: v, kind: scroll, contentOffset: [0, 1], boundsOrigin: [0, 2]}"))
            == ["6:50: contentOffset is a scroll view's bounds origin; give one of them"])
        let scroll = rootView(traceWithRoot("{id: v, kind: scroll, contentOffset: [0, 40]}"))?.kind as? ScrollKind
        #expect(scroll?.contentOffset == Point(0, 40))
    }

    @Test("a navigation view's back gesture may be a word or a mapping with recognizer options")
    func backGesture() {
        let base = "name: t\nscene:\n  pages: [{id: p}]\n  windows:\n    - {id: main, state: key, root: {id: nav, kind: navigation, stack: [p], backGesture: "
        let word = rootView(base + "fullScreen}}\nevents: []\n")?.kind as? NavigationKind
        #expect(word?.backGesture == .fullScreen && word?.backOptions == nil)
        let mapping = rootView(base + "{kind: edge, cancelsTouchesInView: false}}}\nevents: []\n")?.kind as? NavigationKind
        #expect(mapping?.backGesture == .edge)
        #expect(mapping?.backOptions?.id == "nav.back" && mapping?.backOptions?.options.cancelsTouchesInView == false)
    }

    @Test("a flutterProxy recognizer must sit on a Flutter view")
    func proxyHost() {
        #expect(errors(traceWithRoot("{id: v, recognizers: [{id: p, type: flutterProxy}]}"))
            == ["6:35: a flutterProxy recognizer goes on a Flutter view (kind: flutter)"])
    }

    @Test("deferringSystemGestures reads all or a list of edges into the view's controller's edges (S4.7)")
    func deferringSystemGestures() {
        #expect(rootView(traceWithRoot("{id: v, controller: vc}"))?.deferringSystemGestures == [])
        #expect(rootView(traceWithRoot("{id: v, controller: vc, deferringSystemGestures: all}"))?.deferringSystemGestures
            == Set(GestureRecognizer.Edge.allCases))
        #expect(rootView(traceWithRoot("{id: v, controller: vc, deferringSystemGestures: [bottom, top, bottom]}"))?.deferringSystemGestures
            == [.bottom, .top])
        #expect(rootView(traceWithRoot("{id: v, controller: vc, deferringSystemGestures: [left, all]}"))?.deferringSystemGestures
            == Set(GestureRecognizer.Edge.allCases))
        let flutter = traceWithRoot("{id: v, kind: flutter, widgets: [], deferringSystemGestures: [bottom]}")
        #expect(errors(flutter).isEmpty, "a FlutterView's kind makes its controller")
        #expect(rootView(flutter)?.deferringSystemGestures == [.bottom])
    }
}
