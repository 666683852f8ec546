# match statement parse errors. Each case is "# --- NAME".
# --- match_positional_after_keyword
match x:
    case C(a=1, b):
        pass
# --- match_real_number_required
match x:
    case 1j + 1:
        pass
# --- match_imaginary_required
match x:
    case 1 + 1:
        pass
# --- match_star_alone
match x:
    case *a:
        pass
# --- match_double_star_not_last
match x:
    case {**r, 'a': 1}:
        pass
# --- match_expression_pattern
match x:
    case f():
        pass
    case a + b:
        pass
# --- match_no_case
match x:
    pass
# --- match_missing_colon
match x
    case 1:
        pass
# --- case_missing_colon
match x:
    case 1
        pass
# --- match_as_keyword_target
match x:
    case 1 as _:
        pass
# --- match_as_attribute
match x:
    case 1 as a.b:
        pass
# --- match_mapping_key_name
match x:
    case {a: 1}:
        pass
