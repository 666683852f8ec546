# Argument and parameter errors. Each case is "# --- NAME" then the source.
# --- positional_follows_keyword
f(a=1, b)
# --- positional_follows_keyword_unpacking
f(**k, a)
# --- iterable_unpacking_follows_keyword_unpacking
f(**k, *a)
# --- generator_not_parenthesized
f(x for x in y, 1)
# --- generator_not_parenthesized_second
f(a, x for x in y)
# --- keyword_argument_expression
f(a.b=1)
# --- keyword_argument_call
f(g()=1)
# --- keyword_repeated
f(a=1, a=2)
# --- named_arguments_after_bare_star
def f(*):
    pass
# --- named_arguments_after_bare_star_comma
def f(*, **k):
    pass
# --- non_default_follows_default
def f(a=1, b):
    pass
# --- non_default_follows_default_lambda
lambda a=1, b: 0
# --- argument_after_kwargs
def f(**k, a):
    pass
# --- slash_twice
def f(a, /, b, /):
    pass
# --- star_twice
def f(*a, *b):
    pass
# --- slash_first
def f(/, a):
    pass
# --- slash_after_star
def f(*a, /):
    pass
# --- duplicate_argument
def f(a, a):
    pass
# --- duplicate_argument_kwonly
def f(a, *, a=1):
    pass
# --- duplicate_argument_lambda
lambda x, x: 0
# --- default_on_star
def f(*a=1):
    pass
# --- bare_star_lambda
lambda *: 0
# --- parenthesised_param
def f((a, b)):
    pass
