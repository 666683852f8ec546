# add_note: notes are printed after the message of an uncaught exception
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        e.add_note(f"while parsing {s!r}")
        e.add_note("second note\nwith two lines")
        raise
parse("x1")
