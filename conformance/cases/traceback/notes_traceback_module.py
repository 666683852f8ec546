# traceback.print_exc and format_exception print the notes too
import traceback
try:
    raise KeyError("key")
except KeyError as e:
    e.add_note("looked up in the cache")
    traceback.print_exc()
    print(traceback.format_exception_only(e))
    print(traceback.format_exception(e)[-2:])
e = ValueError("n")
e.__notes__ = None
print(traceback.format_exception_only(e))
raise e
