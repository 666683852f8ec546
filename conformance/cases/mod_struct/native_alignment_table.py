# calcsize with native alignment between fields
import struct
for f in ['bh', 'bi', 'bq', 'hb', 'hi', 'ib', 'id', 'cd', '?q', 'bP', 'xh', '3sI', 'b0i']:
    print(f, struct.calcsize(f), struct.calcsize('=' + f) if 'P' not in f else '-')
