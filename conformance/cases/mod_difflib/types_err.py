# unified_diff of non-str lines raises TypeError
import difflib
list(difflib.unified_diff([b'a'], [b'b']))
