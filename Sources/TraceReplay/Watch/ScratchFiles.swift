/// Names a watch never reads as a trace, a scene or a golden: hidden files (which `TraceCatalog`
/// skips too, with editors' swap and lock files among them), and what editors write beside the file
/// they save — backups, autosaves and temporary files renamed over the file once written.
public enum ScratchFiles {
    /// Endings of editors' temporary, swap and backup files (Vim, Emacs, JetBrains, Kate, Chrome, Xcode's `.orig`).
    static let endings = ["~", ".swp", ".swo", ".swx", ".tmp", ".temp", ".bak", ".orig", ".kate-swp", ".crswap",
                          "___jb_tmp___", "___jb_old___"]

    /// Whether the file or folder called `name` is hidden or an editor's scratch file.
    public static func isIgnored(_ name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        if name.count > 1, name.hasPrefix("#"), name.hasSuffix("#") { return true }  // Emacs autosave
        if !name.isEmpty, name.allSatisfy(\.isASCIIDigitCharacter) { return true }  // Vim's write probe, 4913
        return endings.contains { name.hasSuffix($0) }
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
