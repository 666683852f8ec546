# unified_diff with a non-str filename raises TypeError
import difflib
list(difflib.unified_diff(['a'], ['b'], fromfile=1))
