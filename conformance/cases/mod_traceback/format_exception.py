# format_exception and format_exception_only
import traceback
def inner():
    return {}['k']
try:
    inner()
except KeyError as e:
    items = traceback.format_exception(e)
    print(items[0], end='')
    print(items[-1], end='')
    print(all(i.endswith('\n') for i in items))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exception(type(e), e, None)[-1], end='')
print(traceback.format_exception_only(ValueError('x')))
print(traceback.format_exception(RuntimeError('never raised')))
print(traceback.format_exception_only(None))
