# ndiff intraline ? markers for replacements, tabs kept
import difflib
diff = difflib.ndiff('one\ntwo\nthree\n'.splitlines(keepends=True), 'ore\ntree\nemu\n'.splitlines(keepends=True))
print(''.join(diff), end="")
print(list(difflib.ndiff(['\tabcDefghiJkl\n'], ['\tabcdefGhijkl\n'])))
print(list(difflib.ndiff(['private Thread currentThread;\n'], ['private volatile Thread currentThread;\n'])))
print(list(difflib.ndiff(['abc'], ['xyz'])), list(difflib.ndiff(['a', 'b'], ['c'])))
