/// The base each widget's id is made from.
extension WidgetFolder {
    /// The widget names above a render object: the widget tree's when it was matched, else the
    /// creator chain continued with its ancestors'.
    func widgetChain(_ index: Int) -> [String] {
        if let entry = links[index], let tree = widgetTree { return tree.chain(from: entry) }
        return CreatorChain.chain(of: index, in: dump)
    }

    func base(_ index: Int, fallback: String, chain: [String]? = nil) -> String {
        let names = chain ?? widgetChain(index)
        if let component = CreatorChain.component(names) { return IDNamer.base(ofClass: component) }
        return fallback
    }

    func platformBase(_ node: RenderNode) -> String {
        switch node.className {
        case "RenderUiKitView": return "uiKitView"
        case "RenderAndroidView": return "androidView"
        case "RenderAppKitView": return "appKitView"
        default: return "platformView"
        }
    }
}

extension String {
    /// `Name (), line 3` → `Name, line 3`.
    var replacingEmptyParentheses: String {
        guard let range = firstRange(of: " ()") else { return self }
        return String(self[..<range.lowerBound]) + String(self[range.upperBound...])
    }
}
