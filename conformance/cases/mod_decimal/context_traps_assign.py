# decimal: Context.traps / Context.flags accept anything on assignment;
# CPython refuses at once (TypeError: argument must be a signal dict;
# KeyError: 'invalid signal dict'). pyinterp fails later, in arithmetic,
# with AttributeError: 'int' object has no attribute 'get'.
import decimal
c = decimal.getcontext()
try: c.traps = 5
except (TypeError, AttributeError) as e: print(type(e).__name__, e)
print(decimal.Decimal(1) / 3)
