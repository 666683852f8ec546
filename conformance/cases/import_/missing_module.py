# importing a missing module
try:
    import no_such_module_xyz
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
