# format_exception_only of plain exceptions
import traceback
for e in [ValueError(), KeyError('k'), Exception('a', 'b'), StopIteration(3)]:
    print(traceback.format_exception_only(e))
