# The match statement, every pattern kind. Cases are separated by "# ---" lines.
# --- match literal patterns
match x:
    case 1:
        pass
    case -1:
        pass
    case 1.5:
        pass
    case 1 + 2j:
        pass
    case -1 - 2j:
        pass
    case 'a':
        pass
    case 'a' 'b':
        pass
    case b'x':
        pass
    case None:
        pass
    case True:
        pass
    case False:
        pass
# --- match capture and wildcard
match x:
    case y:
        pass
    case _:
        pass
# --- match value patterns
match x:
    case a.b:
        pass
    case a.b.c:
        pass
# --- match or pattern
match x:
    case 1 | 2 | 3:
        pass
    case a.b | None | 'x':
        pass
# --- match as pattern
match x:
    case 1 as y:
        pass
    case (1 | 2) as y:
        pass
    case [a, b] as c:
        pass
    case 1 | 2 as y:
        pass
# --- match group pattern
match x:
    case (1):
        pass
    case (y):
        pass
    case ((1 | 2)):
        pass
# --- match sequence patterns
match x:
    case []:
        pass
    case ():
        pass
    case [a]:
        pass
    case (a,):
        pass
    case [a, b]:
        pass
    case a, b:
        pass
    case [a, b,]:
        pass
    case a,:
        pass
# --- match star patterns
match x:
    case [*rest]:
        pass
    case [a, *rest]:
        pass
    case [*_, last]:
        pass
    case (a, *b, c):
        pass
    case a, *b:
        pass
    case *a, b:
        pass
# --- match mapping patterns
match x:
    case {}:
        pass
    case {'a': 1}:
        pass
    case {'a': 1, 'b': y}:
        pass
    case {1: _, 'x': [a, b], None: c}:
        pass
    case {a.b: 1}:
        pass
    case {**rest}:
        pass
    case {'a': 1, **rest}:
        pass
    case {'a': 1,}:
        pass
    case {-1: x, 1+2j: y, True: z}:
        pass
# --- match class patterns
match x:
    case C():
        pass
    case C(1):
        pass
    case C(a, b):
        pass
    case C(a=1):
        pass
    case C(a, b=2, c=3):
        pass
    case a.b.C(x=y):
        pass
    case C(a,):
        pass
    case C(a=1,):
        pass
    case int(x) | float(x):
        pass
# --- match nested patterns
match x:
    case {'k': [C(a=1, b=[_, *rest]) | None as v, {'z': (1 | 2) as w}]}:
        pass
# --- match guards
match x:
    case y if y > 0:
        pass
    case [a, b] if a == b:
        pass
    case _ if (z := f()):
        pass
# --- match subject forms
match x,:
    case _:
        pass
match x, y:
    case (a, b):
        pass
match *a, b:
    case _:
        pass
match (x):
    case _:
        pass
match f(x):
    case _:
        pass
match x.y[z]:
    case _:
        pass
match -x:
    case _:
        pass
match [x]:
    case _:
        pass
match {x}:
    case _:
        pass
match (x := y):
    case _:
        pass
# --- match subject named match
match match:
    case case:
        pass
# --- match one-line case bodies
match x:
    case 1: pass
    case 2: y = 1; z = 2
# --- match multiple statements in case
match command.split():
    case [action]:
        print(action)
        return_ = 1
    case [action, obj]:
        for i in obj:
            pass
# --- match inside function and loop
def f(x):
    for i in x:
        match i:
            case {'a': a}:
                return a
            case _:
                continue
# --- match string and bytes literal concatenation
match x:
    case 'a' 'b' 'c':
        pass
    case b'a' b'b':
        pass
    case f:
        pass
# --- match negative numbers and complex
match x:
    case -0:
        pass
    case -1.5:
        pass
    case -1j:
        pass
    case 0 + 0j:
        pass
    case -1.5 - 2.5j:
        pass
    case 1 - 0j:
        pass
# --- match with comments and blank lines
match x:

    # comment
    case 1:  # one
        pass

    case 2:
        # two
        pass
# --- match wildcards in sequences and mappings
match x:
    case [_, _, *_]:
        pass
    case {'a': _, **rest}:
        pass
# --- match or of sequences
match x:
    case [1, 2] | (3, 4) | [5, *_]:
        pass
# --- match class pattern with dotted name and keywords only
match x:
    case a.B(x=1, y=[1, 2], z={'k': v}):
        pass
# --- match capture in or alternatives
match x:
    case [a, 1] | [1, a]:
        pass
# --- soft keyword match used as identifier nearby
match = {'case': 1}
match['case']
match(x)
match.case
# --- soft keyword case inside match body as name
match x:
    case case if case:
        pass
# --- match type soft keyword as capture
match x:
    case type:
        pass
