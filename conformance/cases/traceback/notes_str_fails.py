# a note whose str() raises is printed as <note str() failed>
class Bad:
    def __str__(self):
        raise RuntimeError
e = ValueError("v")
e.__notes__ = ["ok", Bad(), "after"]
raise e
