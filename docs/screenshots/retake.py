#!/usr/bin/env python3
"""Retakes the table games' screenshots in docs/screenshots from the running app.

Each shot: a game played by computer players with the command line
(`cardtable-cli play GAME --seed S --auto --save`), cut at a position where the
player (seat 0) is to act, then loaded into the app (`cardtable --load`) under
Xvfb and photographed with ../shared/tools/xshot at 1280x800. A fresh HOME per
shot keeps the settings of one shot out of the next.

    python3 docs/screenshots/retake.py [BUILD_DIR] [SHOT ...]
"""
import json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
XSHOT = os.path.join(ROOT, '..', 'shared', 'tools', 'xshot')

# name: (game, seed, extra play arguments, which position: a predicate on the
# replayed state's JSON, how many matching positions to skip[, how many of
# the following actions the app plays itself after loading (--script)])
SHOTS = {
    'high14': ('high14', 4, ['--option', 'partnerships=on'],
               lambda d, t: d.get('phase') == 'play' and len(d['trick']['cards']) >= 2 and must_follow(t), 1),
    'rook-for-two': ('rook-for-two', 5, [],
                     lambda d: d.get('phase') == 'play' and len(d['trick']['cards']) == 1, 3),
    'kentucky-discard': ('kentucky-discard', 4, [],
                         lambda d: d.get('phase') == 'play' and len(d['trick']['cards']) >= 2, 4),
    'trick-score-sheet': ('kentucky-discard', 4, [],
                          lambda d: d['round'] == 4 and d['zones'][0]['count'] == 1, 0, 1),
    'quatorze': ('quatorze', 4, [],
                 lambda d: len([z for z in d['zones'] if z['id'].startswith('m')]) >= 4, 0),
    'pope-joan': ('pope-joan', 4, [], lambda d: True, 6),
    'speculation': ('speculation', 4, [], lambda d: True, 2),
    'snip-snap-snorum': ('snip-snap-snorum', 4, [], lambda d: True, 5),
    'all-fours': ('all-fours', 7, [],
                  lambda d: d['phase'] == 'playing' and d['lastDeal']['credited']
                  and len([z for z in d['zones'] if z['id'] == 'trick'][0]['cards']) == 1, 0),
    'old-maid': ('old-maid', 4, [], lambda d: True, 3),
    'i-suspect-you': ('i-suspect-you', 4, [], lambda d: True, 8),
    'snap': ('snap', 3, [], lambda d: True, 0),
    'beggar-my-neighbor': ('beggar-my-neighbor', 4, [], lambda d: True, 20),
}


def must_follow(text):
    """Rook games: the player holds the colour led and cards of other colours
    (so the table lifts some cards and dims the others)."""
    lines = {l.split(':')[0]: l.split(':', 1)[1].split() for l in text.splitlines() if ':' in l}
    trick, hand = lines.get('Trick', []), lines.get('Your hand', [])
    if not trick or not hand:
        return False
    led = trick[0][0]
    return any(c[0] == led for c in hand) and any(c[0] != led and c != 'BIRD' and not c.endswith('14') for c in hand)


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def shoot(build, name):
    game, seed, extra, wanted, skip, *then = SHOTS[name]
    cli = os.path.join(build, 'core', 'cardtable-cli')
    app = os.path.join(build, 'app', 'cardtable')
    work = tempfile.mkdtemp(prefix='shot-')
    record = os.path.join(work, 'game.txt')
    run([cli, 'play', game, '--seed', str(seed), '--auto', '--save', record] + extra)
    lines = open(record).read().splitlines()
    head = [l for l in lines if not l.startswith('action ') and l != 'end']
    actions = [l for l in lines if l.startswith('action ')]
    cut = os.path.join(work, 'cut.txt')
    for n in range(1, len(actions)):
        with open(cut, 'w') as f:
            f.write('\n'.join(head + actions[:n] + ['end']) + '\n')
        state = json.loads(run([cli, 'replay', cut, '--json']).stdout)
        if state['currentPlayer'] != 0 or state['terminal']:
            continue
        if wanted.__code__.co_argcount == 2:
            chosen = wanted(state, run([cli, 'replay', cut]).stdout)
        else:
            chosen = wanted(state)
        if chosen:
            if skip == 0:
                break
            skip -= 1
    env = dict(os.environ, HOME=os.path.join(work, 'home'))
    os.makedirs(env['HOME'])
    out = os.path.join(ROOT, 'docs', 'screenshots', name + '.png')
    script = ['--script', ';'.join(a[len('action '):] for a in actions[n:n + then[0]])] if then else []
    result = run([XSHOT, out, '--wait', '7', '--', app, '--load', cut, '-geometry', '1280x800'] + script, env=env)
    print(name, 'actions', n, result.stdout.strip())
    shutil.rmtree(work, ignore_errors=True)


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'build')
    names = sys.argv[2:] or list(SHOTS)
    for name in names:
        shoot(build, name)


if __name__ == '__main__':
    main()
