# Memory far above the cap, from issue 11, by accumulating many objects
# whose memory is not charged.
# timeout: 1s
# --- regex_programs
import re
ps = [re.compile('(a|b)c*d{1,100}' + str(i)) for i in range(100000)]
# --- millions_of_classes
cs = [type('C', (), {}) for i in range(2000000)]
# --- millions_of_generators
def g():
    yield 1
gs = [g() for i in range(5000000)]
