# __notes__ assigned directly: a tuple of notes, non-str notes printed by str()
class Note:
    def __str__(self):
        return "Note object"
e = ValueError("bad")
e.__notes__ = ("a tuple note", 42, Note())
raise e
