# format_exc in nested handlers reports the innermost
import traceback
try:
    raise ValueError('outer')
except ValueError:
    try:
        raise KeyError('inner')
    except KeyError:
        print(traceback.format_exc().splitlines()[-1])
    print(traceback.format_exc().splitlines()[-1])
print(traceback.format_exc().splitlines()[-1])
