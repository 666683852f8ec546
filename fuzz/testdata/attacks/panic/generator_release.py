# Generators abandoned while suspended in an except clause, released (on
# the runtime's cleanup goroutine) while the run is itself in a handler:
# the release's unwinding popped the handled exception off the live run's
# thread, racing it (the run's own handler then failed with an
# InternalError, slice bounds out of range [:-1], or a bare raise lost
# its exception).
# timeout: 3s
# --- release_in_handler
import gc
def g():
    try:
        raise ValueError
    except ValueError:
        yield 1
try:
    raise KeyError('outer')
except KeyError:
    for i in range(25000):
        x = g(); next(x); del x
        if i % 100 == 0: gc.collect()
    try:
        raise
    except KeyError as e:
        print('ok', e)
print('done')
