extension InspectorPage {
    /// The page's script: plain JavaScript, no libraries, nothing loaded.
    ///
    /// It reads the JSON in `#trellis-data`, builds the tree of the shown state, and follows
    /// clicks and hovers on the pictures, the tree and the constraint rows. Selecting an item
    /// marks its groups in every picture (`selected`), shows the constraints that mention it
    /// (`related`), and fills `#details`. `window.trellisInspector` exposes `select(state, item)`,
    /// `show(state)`, `mode(name)` and `selection()` for tests; `body[data-ready]` is set once the
    /// page is wired.
    static let script = #"""
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('trellis-data').textContent);
          var body = document.body;
          var current = 0;
          var selectedKey = null;
          var holdsWords = { yes: 'holds', no: 'not satisfied', broken: 'broken', pending: 'pending' };
          var holdsClasses = { yes: 'holds', no: 'violated', broken: 'broken', pending: 'pending' };
          if (!data.states.length) {
            document.getElementById('details').textContent = 'No states to show.';
            window.trellisInspector = { data: data };
            body.dataset.ready = 'true';
            return;
          }

          function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
          function make(tag, className, text) {
            var node = document.createElement(tag);
            if (className) { node.className = className; }
            if (text !== undefined && text !== null) { node.textContent = text; }
            return node;
          }
          function figure(state) { return document.querySelector('.state[data-state="' + state + '"]'); }
          function indexOfKey(state, key) {
            var items = data.states[state].items;
            for (var i = 0; i < items.length; i++) { if (items[i].key === key) { return i; } }
            return -1;
          }

          function showTabs() {
            all('#tabs button').forEach(function (button) {
              var on = button.dataset.mode ? button.dataset.mode === body.dataset.mode
                : body.dataset.mode === 'single' && Number(button.dataset.state) === current;
              button.classList.toggle('on', on);
              button.setAttribute('aria-selected', on ? 'true' : 'false');
            });
            all('.state').forEach(function (node) { node.classList.toggle('current', Number(node.dataset.state) === current); });
          }

          function show(state) {
            current = state;
            body.dataset.mode = 'single';
            buildTree();
            showTabs();
            refreshSelection();
          }

          function mode(name) {
            body.dataset.mode = name;
            showTabs();
            if (name === 'diff') { showDiff(); }
          }

          function buildTree() {
            var tree = document.getElementById('tree');
            tree.textContent = '';
            var items = data.states[current].items;
            var lists = [];
            var root = make('ul');
            tree.appendChild(root);
            items.forEach(function (item, index) {
              var li = make('li');
              var row = make('span', 'row', null);
              row.dataset.item = String(index);
              row.tabIndex = 0;
              row.style.paddingLeft = (8 + item.depth * 14) + 'px';
              if (item.invisible) { row.classList.add('invisible'); }
              if (item.kind === 'guide' || item.kind === 'systemGuide') { row.classList.add('guide'); }
              if (item.generated) { li.classList.add('generated-guide'); }
              row.appendChild(document.createTextNode(item.name));
              row.appendChild(make('span', 'kind', item.kind === 'systemGuide' ? 'system guide' : item.kind));
              if (item.hidden) { row.appendChild(make('span', 'flag hidden', 'hidden')); }
              if (item.ambiguity.length) { row.appendChild(make('span', 'flag ambiguous', 'ambiguous')); }
              if (item.broken) { row.appendChild(make('span', 'flag broken', 'broken')); }
              li.appendChild(row);
              var parentList = item.parent === null ? root : (lists[item.parent] || root);
              parentList.appendChild(li);
              var children = make('ul');
              li.appendChild(children);
              lists[index] = children;
            });
          }

          function select(state, index) {
            var item = data.states[state].items[index];
            if (!item) { return; }
            if (state !== current) { current = state; buildTree(); showTabs(); }
            selectedKey = item.key;
            refreshSelection();
          }

          function refreshSelection() {
            all('.selected').forEach(function (node) { node.classList.remove('selected'); });
            all('.related').forEach(function (node) { node.classList.remove('related'); });
            if (selectedKey === null) { return; }
            data.states.forEach(function (state, s) {
              var index = indexOfKey(s, selectedKey);
              var box = figure(s);
              if (index < 0 || !box) { return; }
              all('[data-item="' + index + '"]', box).forEach(function (node) { node.classList.add('selected'); });
              all('.dim', box).forEach(function (node) {
                if ((node.dataset.items || '').split(' ').indexOf(String(index)) >= 0) { node.classList.add('related'); }
              });
            });
            var index = indexOfKey(current, selectedKey);
            all('#tree .row[data-item="' + index + '"]').forEach(function (node) { node.classList.add('selected'); });
            if (index >= 0) { showDetails(current, index); } else { showNothing(); }
          }

          function hover(state, index, on) {
            var item = data.states[state].items[index];
            if (!item) { return; }
            data.states.forEach(function (other, s) {
              var match = indexOfKey(s, item.key);
              var box = figure(s);
              if (match < 0 || !box) { return; }
              all('[data-item="' + match + '"]', box).forEach(function (node) { node.classList.toggle('hover', on); });
            });
            var row = document.querySelector('#tree .row[data-item="' + indexOfKey(current, item.key) + '"]');
            if (row) { row.classList.toggle('hover', on); }
          }

          function showNothing() {
            var box = document.getElementById('details');
            box.textContent = '';
            box.appendChild(make('p', 'hint', 'This item is not in the state shown.'));
          }

          function definitions(box, pairs) {
            var list = make('dl');
            pairs.forEach(function (pair) {
              if (pair[1] === null || pair[1] === undefined) { return; }
              list.appendChild(make('dt', null, pair[0]));
              list.appendChild(make('dd', null, pair[1]));
            });
            box.appendChild(list);
          }

          function showDetails(state, index) {
            var snapshot = data.states[state];
            var item = snapshot.items[index];
            var box = document.getElementById('details');
            box.textContent = '';
            box.dataset.state = String(state);
            box.dataset.item = String(index);
            var title = make('h2', null, item.name);
            title.appendChild(make('span', 'kind', ' ' + (item.kind === 'systemGuide' ? 'system guide' : item.kind)));
            box.appendChild(title);
            box.appendChild(make('div', 'state-name', snapshot.name));
            var flags = make('div', 'flags');
            if (item.hidden) { flags.appendChild(make('span', 'flag hidden', 'hidden')); }
            if (item.invisible && !item.hidden) { flags.appendChild(make('span', 'flag hidden', 'inside a hidden view')); }
            if (item.ambiguity.length) { flags.appendChild(make('span', 'flag ambiguous', 'ambiguous')); }
            if (item.broken) { flags.appendChild(make('span', 'flag broken', 'broken')); }
            box.appendChild(flags);
            box.appendChild(make('h3', null, 'Frame'));
            definitions(box, [['frame', item.frame], ['in window', item.window],
              ['free', item.ambiguity.length ? item.ambiguity.join(', ') : null]]);
            if (item.intrinsic) {
              box.appendChild(make('h3', null, 'Content size'));
              definitions(box, [['intrinsic', item.intrinsic.size], ['hugging', item.intrinsic.hugging],
                ['compression', item.intrinsic.compression]]);
            }
            if (item.text) {
              box.appendChild(make('h3', null, 'Text, ' + item.text.lines.length + ' line' + (item.text.lines.length === 1 ? '' : 's')
                + (item.text.truncated ? ', truncated' : '')));
              box.appendChild(make('pre', 'lines', item.text.lines.join('\n')));
            }
            if (item.scroll) {
              box.appendChild(make('h3', null, 'Scrolling'));
              definitions(box, [['content size', item.scroll.content], ['offset', item.scroll.offset]]);
            }
            showConstraints(box, snapshot, item);
            if (snapshot.conflicts.length) {
              box.appendChild(make('h3', null, 'Conflicts in this state'));
              snapshot.conflicts.forEach(function (report) { box.appendChild(make('pre', 'conflict', report)); });
            }
          }

          function showConstraints(box, snapshot, item) {
            box.appendChild(make('h3', null, 'Constraints (' + item.constraints.length + ')'));
            if (!item.constraints.length) { box.appendChild(make('p', 'hint', 'No constraint mentions this item.')); return; }
            var table = make('table', 'constraints');
            var head = make('tr');
            ['constraint', 'priority', 'holds', 'made by'].forEach(function (title) { head.appendChild(make('th', null, title)); });
            table.appendChild(make('thead')).appendChild(head);
            var rows = make('tbody');
            item.constraints.forEach(function (k) {
              var constraint = snapshot.constraints[k];
              var row = make('tr', 'constraint' + (constraint.generated ? ' generated' : ''));
              row.dataset.constraint = String(k);
              var equation = make('td', 'equation', constraint.text);
              if (constraint.identifier) { equation.appendChild(make('small', null, constraint.identifier)); }
              if (constraint.location) { equation.title = constraint.location; }
              row.appendChild(equation);
              row.appendChild(make('td', 'priority', constraint.priority));
              var holds = holdsWords[constraint.state] || constraint.state;
              if (constraint.error) { holds += ' by ' + constraint.error; }
              row.appendChild(make('td', 'status ' + (holdsClasses[constraint.state] || ''), holds));
              row.appendChild(make('td', 'origin', constraint.generated ? 'generated' : 'program'));
              rows.appendChild(row);
            });
            table.appendChild(rows);
            box.appendChild(table);
          }

          function hotConstraint(k, on) {
            all('.state[data-state="' + current + '"] .dim[data-constraint="' + k + '"]').forEach(function (node) {
              node.classList.toggle('hot', on);
            });
          }

          function fillDiffPickers() {
            ['diff-from', 'diff-to'].forEach(function (id, which) {
              var picker = document.getElementById(id);
              if (!picker) { return; }
              data.states.forEach(function (state, s) {
                var option = make('option', null, state.name);
                option.value = String(s);
                picker.appendChild(option);
              });
              picker.value = String(which === 0 ? 0 : Math.min(1, data.states.length - 1));
              picker.addEventListener('change', showDiff);
            });
          }

          function showDiff() {
            var from = Number((document.getElementById('diff-from') || {}).value || 0);
            var to = Number((document.getElementById('diff-to') || {}).value || 1);
            var low = Math.min(from, to), high = Math.max(from, to);
            all('.diff').forEach(function (node) {
              node.classList.toggle('current', Number(node.dataset.from) === low && Number(node.dataset.to) === high);
            });
          }

          function itemTarget(event) {
            var node = event.target.closest ? event.target.closest('[data-item]') : null;
            if (!node) { return null; }
            var holder = node.closest('.state');
            if (holder) { return { state: Number(holder.dataset.state), item: Number(node.dataset.item) }; }
            if (node.closest('#tree')) { return { state: current, item: Number(node.dataset.item) }; }
            return null;
          }

          document.getElementById('tabs').addEventListener('click', function (event) {
            var button = event.target.closest('button');
            if (!button) { return; }
            if (button.dataset.mode) { mode(button.dataset.mode); } else { show(Number(button.dataset.state)); }
          });
          ['canvas', 'tree'].forEach(function (id) {
            var area = document.getElementById(id);
            area.addEventListener('click', function (event) {
              var target = itemTarget(event);
              if (target) { select(target.state, target.item); }
            });
            area.addEventListener('mouseover', function (event) {
              var target = itemTarget(event);
              if (target) { hover(target.state, target.item, true); }
            });
            area.addEventListener('mouseout', function (event) {
              var target = itemTarget(event);
              if (target) { hover(target.state, target.item, false); }
            });
          });
          document.getElementById('tree').addEventListener('keydown', function (event) {
            var target = itemTarget(event);
            if (target && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); select(target.state, target.item); }
          });
          var details = document.getElementById('details');
          details.addEventListener('mouseover', function (event) {
            var row = event.target.closest('tr.constraint');
            if (row) { hotConstraint(row.dataset.constraint, true); }
          });
          details.addEventListener('mouseout', function (event) {
            var row = event.target.closest('tr.constraint');
            if (row) { hotConstraint(row.dataset.constraint, false); }
          });
          document.getElementById('show-all').addEventListener('change', function (event) {
            body.classList.toggle('all', event.target.checked);
          });
          document.getElementById('show-generated').addEventListener('change', function (event) {
            body.classList.toggle('generated', event.target.checked);
          });

          fillDiffPickers();
          show(0);
          window.trellisInspector = {
            data: data,
            select: select,
            show: show,
            mode: mode,
            selection: function () {
              return selectedKey === null ? null : { state: current, item: indexOfKey(current, selectedKey) };
            }
          };
          body.dataset.ready = 'true';
        }());

        """#
}
