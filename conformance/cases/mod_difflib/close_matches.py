# get_close_matches with n and cutoff
import difflib
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
import keyword
print(difflib.get_close_matches('wheel', keyword.kwlist), difflib.get_close_matches('pineapple', keyword.kwlist))
print(difflib.get_close_matches('accept', keyword.kwlist), difflib.get_close_matches('ab', ['ab', 'ba', 'abc', 'abd', 'b'], n=10, cutoff=0))
print(difflib.get_close_matches('x', []), difflib.get_close_matches('abc', ['abd', 'abe', 'abf'], n=2))
