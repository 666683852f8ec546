# format_tb collapses a repeated frame as CPython does
import traceback
def down(n):
    if n == 0:
        raise LookupError("bottom")
    return down(n - 1)
try:
    down(6)
except LookupError as e:
    print("".join(traceback.format_tb(e.__traceback__)), end="")
    print(len(traceback.extract_tb(e.__traceback__)))
