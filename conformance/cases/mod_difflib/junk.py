# isjunk and find_longest_match junk extension (the documented example)
import difflib
s = difflib.SequenceMatcher(None, " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
s = difflib.SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
print(s.find_longest_match(), s.bjunk, sorted(s.b2j.items()))
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
for block in s.get_matching_blocks():
    print("a[%d] and b[%d] match for %d elements" % block)
for opcode in s.get_opcodes():
    print("%6s a[%d:%d] b[%d:%d]" % opcode)
