# time.fromisoformat and the time part of datetime.fromisoformat parse as
# CPython's C parser does: HH[:?MM[:?SS]] then the fraction after '.' or
# ',' or, in the basic format, straight after SS ("20240102" is
# 20:24:01.02); more than six fraction digits are skipped; a separator
# with nothing after it is invalid.
import datetime
import random

r = random.Random(1)
alpha = "0123456789:.,"
strs = ['20240102', '202401', '2024', '20', '2024010', '20:24:01.5', '202401.5', '2024015',
        '20240102030405', '20:24:0102', '20:24', '20:24:', '20:24:01:5', '20:24:01.', '2024.5',
        '20.5', '20:24:01,1234567', '20240', '1', '', '20:24:01.1234567x', '2024010203040']
for _ in range(400):
    strs.append(''.join(r.choice(alpha if r.random() < 0.3 else "0123456789")
                        for _ in range(r.randint(1, 12))))
for s in strs:
    for f in (datetime.time.fromisoformat, lambda x: datetime.datetime.fromisoformat('2024-01-02T' + x)):
        try:
            print(repr(s), f(s))
        except Exception as e:
            print(repr(s), type(e).__name__, e)
for s in ['2024-01-02', '20240102', '2024-01-02 ', '2024-01-02T', '2024-01-02T00', '2024-W01-2T1']:
    try:
        print(repr(datetime.datetime.fromisoformat(s)))
    except Exception as e:
        print(type(e).__name__, e)
