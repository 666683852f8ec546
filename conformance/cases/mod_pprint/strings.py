# long strings are split into implicitly concatenated chunks
import pprint
s = 'The quick brown fox jumps over the lazy dog. ' * 5
pprint.pprint(s)
pprint.pprint([s, {'a': s}], width=50)
pprint.pprint('line one\nline two is here\n' * 4, width=30)
pprint.pprint(['averyveryverylongwordwithoutanyspaces' * 3], width=30)
pprint.pprint({'k': 'short'}, width=5)
pprint.pprint('  leading spaces and    inner   runs   ' * 3, width=20)
