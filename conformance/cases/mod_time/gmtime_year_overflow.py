# gmtime/localtime of a time_t whose year struct tm cannot hold: OSError EOVERFLOW; past time_t: OverflowError
import time
for v in (67768036191676799, 67768036191676800, -67768040609740800, -67768040609740801,
          2**63 - 1, -2**63, -2**63 - 1, 2**63, 2.0**63, -2.0**63, 9.2e18, -2**62, 1e17, 10**30, 1e300):
    for f in (time.gmtime, time.localtime):
        try:
            r = f(v)
            print(v, f.__name__, r[:6] if f is time.gmtime else 'ok')
        except Exception as e:
            print(v, f.__name__, type(e).__name__, e, getattr(e, 'errno', None))
for v in (-2**62, 2**62):
    try:
        time.ctime(v)
    except OSError as e:
        print('ctime', type(e).__name__, e.errno, e.strerror)
