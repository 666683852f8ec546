# import a module next to the script
# flags: --allow-import _helpers_mod
import _helpers_mod
print(_helpers_mod.greet("you"))
print(_helpers_mod.__name__, _helpers_mod.VALUE)
