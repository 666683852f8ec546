# csv.field_size_limit takes a C long: OverflowError past 64 bits, the limit unchanged
import csv
for v in (2**70, 2**63, -2**63 - 1, 2**63 - 1, -2**63, 1.5, '5', True, 131072):
    try:
        print(repr(v)[:12], csv.field_size_limit(v))
    except Exception as e:
        print(repr(v)[:12], type(e).__name__, e)
print(csv.field_size_limit())
