# diff_bytes over unified_diff
import difflib
out = difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'\xff\n'], [b'a\n', b'b\n'], b'x', b'y')
print(list(out))
